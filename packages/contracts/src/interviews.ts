import { z } from 'zod';
import { defineCall } from './call';
import { DomainQuerySchema } from './http';
import { PositionLiteSchema } from './search';

// Interviews the employer schedules (`careers interviews schedule`), listed on the dashboard and at
// /careers/interviews in the candidate's time zone, each with a calendar file (.ics) and its join
// link.

export const INTERVIEW_DURATION_MAX_MINUTES = 8 * 60;

export const InterviewSchema = z.object({
  id: z.number().int(),
  applicationId: z.string(),
  position: PositionLiteSchema,
  // An instant (ISO 8601, UTC); the page writes it in the candidate's own zone.
  startsAt: z.string(),
  durationMinutes: z.number().int().min(1).max(INTERVIEW_DURATION_MAX_MINUTES),
  // Where to join a video interview; null for one in person.
  joinUrl: z.string().nullable(),
  location: z.string(),
});
export type Interview = z.infer<typeof InterviewSchema>;

export const dashboardInterviewsCall = defineCall({
  method: 'GET',
  path: '/api/pcsx/dashboard/interviews',
  query: DomainQuerySchema,
  // Upcoming ones soonest first (one under way counts as upcoming), past ones latest first.
  response: z.object({ upcoming: z.array(InterviewSchema), past: z.array(InterviewSchema) }),
});

// The calendar file of one interview (text/calendar, an attachment).
export const INTERVIEW_ICS_PATH = '/api/pcsx/dashboard/interviews/:id/ics';
export const interviewIcsUrl = (id: number, domain: string) =>
  `${INTERVIEW_ICS_PATH.replace(':id', String(id))}?domain=${encodeURIComponent(domain)}`;
