import { z } from 'zod';
import { defineCall } from './call';
import { DomainQuerySchema, DomainSchema, rowIdParam } from './http';
import { PositionLiteSchema } from './search';

// Interviews (docs/product/interviews.md): the employer schedules one (`careers interviews
// schedule`) or offers times to choose from (`careers interviews offer-slots`); the candidate
// books, reschedules or cancels within the group's rules at /careers/interviews/:id/book, and
// sees them on the dashboard and at /careers/interviews in their own time zone, each with a
// calendar file (.ics) and its join link.

export const INTERVIEW_DURATION_MAX_MINUTES = 8 * 60;
// At most this many times in one offer, and this many offers a candidate may hold at once.
export const INTERVIEW_SLOTS_MAX = 200;
export const INTERVIEW_REASON_MAX_LENGTH = 1000;
export const INTERVIEW_NOTE_MAX_LENGTH = 2000;

export const INTERVIEW_STATUSES = [
  'offered',
  'booked',
  'rescheduled',
  'cancelled_by_candidate',
  'cancelled_by_employer',
  'completed',
  'no_show',
] as const;
export type InterviewStatus = (typeof INTERVIEW_STATUSES)[number];

// A booked interview has a time; 'rescheduled' is one booked again at a new time.
export const isBookedStatus = (status: InterviewStatus) =>
  status === 'booked' || status === 'rescheduled';

// What the history records: the states, plus the candidate asking for other times and the
// employer offering more.
export const INTERVIEW_EVENT_KINDS = [
  ...INTERVIEW_STATUSES,
  'times_requested',
  'times_added',
] as const;
export type InterviewEventKind = (typeof INTERVIEW_EVENT_KINDS)[number];

export const InterviewEventSchema = z.object({
  kind: z.enum(INTERVIEW_EVENT_KINDS),
  by: z.enum(['candidate', 'employer', 'system']),
  at: z.string(),
  // The interview's time after the change (booked, rescheduled); null otherwise.
  startsAt: z.string().nullable(),
  // The candidate's or the employer's reason or note, as written; null when none was given.
  reason: z.string().nullable(),
});
export type InterviewEvent = z.infer<typeof InterviewEventSchema>;

// Why the candidate cannot book, move or cancel now; null when they can.
export const INTERVIEW_CHANGE_BLOCKS = [
  // Past the offer's --book-by.
  'book_by_passed',
  // Less than the group's cut-off before the interview.
  'cutoff_passed',
  // As many reschedules as the group allows.
  'reschedule_limit',
  // Cancelled, completed or missed: nothing left to change.
  'closed',
] as const;
export type InterviewChangeBlock = (typeof INTERVIEW_CHANGE_BLOCKS)[number];

export const InterviewSchema = z.object({
  id: z.number().int(),
  applicationId: z.string(),
  position: PositionLiteSchema,
  status: z.enum(INTERVIEW_STATUSES),
  // An instant (ISO 8601, UTC) once booked; null while the candidate is still to choose, and
  // after a cancellation of an offer never booked.
  startsAt: z.string().nullable(),
  durationMinutes: z.number().int().min(1).max(INTERVIEW_DURATION_MAX_MINUTES),
  // Where to join a video interview; null for one in person.
  joinUrl: z.string().nullable(),
  location: z.string(),
  interviewers: z.array(z.string()),
  // The interviewers' IANA time zone, shown beside the candidate's.
  interviewerTimeZone: z.string(),
  // The last moment to choose a time; null when the offer has none.
  bookBy: z.string().nullable(),
  // Bumped by each change of time, so a calendar updates the same event.
  sequence: z.number().int(),
  reschedulesLeft: z.number().int(),
  // Why the candidate may not book or move it now (null: they may), and whether they may cancel.
  changeBlockedBy: z.enum(INTERVIEW_CHANGE_BLOCKS).nullable(),
  canCancel: z.boolean(),
  history: z.array(InterviewEventSchema),
});
export type Interview = z.infer<typeof InterviewSchema>;

export const InterviewSlotSchema = z.object({
  id: z.number().int(),
  startsAt: z.string(),
  durationMinutes: z.number().int(),
});
export type InterviewSlot = z.infer<typeof InterviewSlotSchema>;

// The group's rules (interviewSchedulingConfig), as the booking page explains them.
export const InterviewRulesSchema = z.object({
  minNoticeHours: z.number(),
  changeCutoffHours: z.number(),
  maxReschedules: z.number().int(),
  reasonRequired: z.boolean(),
  // Whom to write to when the rules leave the candidate stuck; null when the group names none.
  contactEmail: z.string().nullable(),
});
export type InterviewRules = z.infer<typeof InterviewRulesSchema>;

// pcsxConfig.interviewSchedulingConfig: the rules a candidate books, moves and cancels by.
export const InterviewSchedulingConfigSchema = z.strictObject({
  // A time closer than this is not offered to choose.
  minNoticeHours: z
    .number()
    .min(0)
    .max(24 * 90)
    .default(24),
  // A booked interview can be moved or cancelled until this long before it.
  changeCutoffHours: z
    .number()
    .min(0)
    .max(24 * 90)
    .default(24),
  maxReschedules: z.number().int().min(0).max(20).default(2),
  // Whether moving or cancelling asks for a reason.
  reasonRequired: z.boolean().default(false),
  // Reminders this many hours before the interview, by e-mail and in the bell.
  reminderHours: z
    .array(
      z
        .number()
        .gt(0)
        .max(24 * 30),
    )
    .max(5)
    .refine((hours) => new Set(hours).size === hours.length, 'Must not repeat a time')
    .default([24, 1]),
  // The recruiting team's address: told of each booking, change, cancellation and request for
  // other times, and shown to a candidate the rules leave stuck.
  contactEmail: z.email().max(320).nullable().default(null),
});
export type InterviewSchedulingConfig = z.infer<typeof InterviewSchedulingConfigSchema>;

export const dashboardInterviewsCall = defineCall({
  method: 'GET',
  path: '/api/pcsx/dashboard/interviews',
  query: DomainQuerySchema,
  // Offers to choose from and upcoming ones, soonest first (one under way counts as upcoming,
  // an offer by its book-by); past and cancelled ones, latest first.
  response: z.object({ upcoming: z.array(InterviewSchema), past: z.array(InterviewSchema) }),
});

const InterviewParamsSchema = z.object({ id: rowIdParam('interview') });

// One of the candidate's interviews with the times still free to choose (none once booking is
// closed) and the group's rules. Another candidate's is 404.
export const interviewCall = defineCall({
  method: 'GET',
  path: '/api/pcsx/interviews/:id',
  params: InterviewParamsSchema,
  query: DomainQuerySchema,
  response: z.object({
    interview: InterviewSchema,
    slots: z.array(InterviewSlotSchema),
    rules: InterviewRulesSchema,
  }),
});

// An IANA zone name the runtime knows (Europe/Berlin); anything else is refused.
export const TimeZoneSchema = z
  .string()
  .max(64)
  .refine((zone) => {
    try {
      new Intl.DateTimeFormat('en', { timeZone: zone });
      return true;
    } catch {
      return false;
    }
  }, 'Must be a time zone, such as Europe/Berlin');

const ReasonSchema = z
  .string()
  .trim()
  .max(INTERVIEW_REASON_MAX_LENGTH, `Must be at most ${INTERVIEW_REASON_MAX_LENGTH} characters`);

// Books a free time of the offer, or moves a booked interview to another (a reschedule, with its
// reason when the group requires one). A time taken meanwhile is 409 with
// `errors.booking = 'slot_taken'`; the page then shows the fresh list.
export const bookInterviewCall = defineCall({
  method: 'POST',
  path: '/api/pcsx/interviews/:id/book',
  params: InterviewParamsSchema,
  body: z.object({
    domain: DomainSchema.optional(),
    slotId: z.number().int().min(1).max(Number.MAX_SAFE_INTEGER),
    // The candidate's zone: their e-mails and reminders are written in it.
    timeZone: TimeZoneSchema,
    reason: ReasonSchema.default(''),
  }),
  response: z.object({ interview: InterviewSchema }),
});

export const cancelInterviewCall = defineCall({
  method: 'POST',
  path: '/api/pcsx/interviews/:id/cancel',
  params: InterviewParamsSchema,
  body: z.object({ domain: DomainSchema.optional(), reason: ReasonSchema.default('') }),
  response: z.object({ interview: InterviewSchema }),
});

// "None of these times work": the candidate's note and the times that would suit them, sent to
// the employer, who can offer more.
export const requestInterviewTimesCall = defineCall({
  method: 'POST',
  path: '/api/pcsx/interviews/:id/request-times',
  params: InterviewParamsSchema,
  body: z.object({
    domain: DomainSchema.optional(),
    note: z
      .string()
      .trim()
      .min(1, 'Enter a note')
      .max(INTERVIEW_NOTE_MAX_LENGTH, `Must be at most ${INTERVIEW_NOTE_MAX_LENGTH} characters`),
  }),
  response: z.object({ interview: InterviewSchema }),
});

// Why a booking call was refused with 409, in `errors.booking`, for the page to explain.
export const INTERVIEW_CONFLICTS = [
  'slot_taken',
  'too_soon',
  ...INTERVIEW_CHANGE_BLOCKS,
  'same_slot',
] as const;
export type InterviewConflict = (typeof INTERVIEW_CONFLICTS)[number];

// The calendar file of one interview (text/calendar, an attachment).
export const INTERVIEW_ICS_PATH = '/api/pcsx/dashboard/interviews/:id/ics';
export const interviewIcsUrl = (id: number, domain: string) =>
  `${INTERVIEW_ICS_PATH.replace(':id', String(id))}?domain=${encodeURIComponent(domain)}`;

export const interviewBookingPath = (id: number) => `/careers/interviews/${id}/book`;

// 20261201T143000Z, as calendar links write an instant.
const compactUtc = (date: Date) =>
  date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

// "Add to Google Calendar" and "Add to Outlook" links for a booked interview.
export function calendarLinks(event: {
  title: string;
  startsAt: string;
  durationMinutes: number;
  details: string;
  location: string;
}): { google: string; outlook: string } {
  const start = new Date(event.startsAt);
  const end = new Date(start.getTime() + event.durationMinutes * 60_000);
  const google = new URLSearchParams({
    action: 'TEMPLATE',
    text: event.title,
    dates: `${compactUtc(start)}/${compactUtc(end)}`,
    details: event.details,
    location: event.location,
  });
  const outlook = new URLSearchParams({
    path: '/calendar/action/compose',
    rru: 'addevent',
    subject: event.title,
    startdt: start.toISOString(),
    enddt: end.toISOString(),
    body: event.details,
    location: event.location,
  });
  return {
    google: `https://calendar.google.com/calendar/render?${google.toString()}`,
    outlook: `https://outlook.office.com/calendar/0/deeplink/compose?${outlook.toString()}`,
  };
}
