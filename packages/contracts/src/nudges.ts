import { z } from 'zod';
import { defineCall } from './call';
import { DomainQuerySchema } from './http';

// What a candidate should do next, worked out from their own records — an offer document to sign, a
// form to fill in, a draft to finish, an interview coming up, the profile to complete. The page
// words each kind from its catalog with the values given here.

export const NUDGE_KINDS = [
  'signDocument',
  'completeForm',
  'finishDraft',
  'chooseInterviewTime',
  'upcomingInterview',
  'completeProfile',
] as const;
export type NudgeKind = (typeof NUDGE_KINDS)[number];

// At most this many, the most pressing first: a to-do list, not a second dashboard.
export const NUDGES_MAX = 5;
// An interview within this many days is worth a nudge.
export const NUDGE_INTERVIEW_DAYS = 7;

export const NudgeSchema = z.object({
  // Stable per thing nudged about (kind and record), for React keys and tests.
  id: z.string(),
  kind: z.enum(NUDGE_KINDS),
  // A path of this site.
  url: z.string(),
  // The position's title, the form's or the document's name; empty for the profile.
  subject: z.string(),
  // The offer's position for a document to sign; empty otherwise.
  context: z.string(),
  // An instant (ISO 8601): the form's due date, the last moment to choose an interview time or the
  // interview's start; null when none.
  at: z.string().nullable(),
  // The profile's completion (0–100); null for the other kinds.
  percent: z.number().int().min(0).max(100).nullable(),
  isActionRequired: z.boolean(),
});
export type Nudge = z.infer<typeof NudgeSchema>;

export const dashboardNudgesCall = defineCall({
  method: 'GET',
  path: '/api/pcsx/dashboard/nudges',
  query: DomainQuerySchema,
  response: z.object({ nudges: z.array(NudgeSchema).max(NUDGES_MAX) }),
});
