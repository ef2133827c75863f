import { z } from 'zod';
import { defineCall } from './call';
import { FormValuesJsonSchema, JsonTextSchema } from './form-documents';
import { FormInfoSchema, IdempotencyKeySchema } from './forms';
import { DomainQuerySchema, DomainSchema } from './http';
import { INTERVIEW_EVENT_KINDS } from './interviews';
import { PositionLinkIdSchema } from './saved-positions';
import { PositionLiteSchema } from './search';

// Applying to a position: the apply page and its links, draft applications (open or closed,
// saved, deleted), their calls and toasts (docs/product/apply-and-drafts.md).

// Where an application stands. The employer's CLI moves them along; a new one is Submitted.
export const APPLICATION_STATUSES = [
  'Submitted',
  'In Review',
  'Interviewing',
  'Offered',
  'Hired',
  'Rejected',
  'Withdrawn',
  // Closed by the site after the group's closing limit passed with no decision
  // (applicationFollowUpConfig.closeAfterDays).
  'Closed',
] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];
// Listed apart on the dashboard (boot data's inactiveApplications), with applications whose
// position has closed.
export const INACTIVE_APPLICATION_STATUSES: readonly ApplicationStatus[] = [
  'Hired',
  'Rejected',
  'Withdrawn',
  'Closed',
];
// Still waiting for the employer's decision: the statuses the closing limit applies to.
export const AWAITING_DECISION_STATUSES: readonly ApplicationStatus[] = [
  'Submitted',
  'In Review',
  'Interviewing',
];

// Drafts are saved this long after the last change, and when the page is left.
export const DRAFT_SAVE_DEBOUNCE_MS = 1000;

// A candidate-facing stage (applicationFollowUpConfig.stages), worded in the reader's language.
export const ApplicationStageSchema = z.object({
  id: z.string(),
  label: z.string(),
  // One line on what happens at this stage.
  explanation: z.string(),
  // How long the team aims to take to the next step; null when it names no time.
  expectedDays: z.number().int().nullable(),
});
export type ApplicationStage = z.infer<typeof ApplicationStageSchema>;

// What happened to an application besides its status changes and interviews.
export const APPLICATION_UPDATE_KINDS = [
  // Its stage's expected time passed with no update: the candidate was told, with a new date.
  'overdue',
  // The employer extended it (careers applications extend), with their note.
  'extended',
  // The candidate answered the "How was it?" question.
  'survey_answered',
] as const;
export type ApplicationUpdateKind = (typeof APPLICATION_UPDATE_KINDS)[number];

export const SURVEY_STATES = ['none', 'open', 'answered'] as const;
export type SurveyState = (typeof SURVEY_STATES)[number];

export const ApplicationSchema = z.object({
  id: z.string(),
  positionId: z.number().int(),
  position: PositionLiteSchema,
  status: z.enum(APPLICATION_STATUSES),
  submittedAt: z.string(),
  // Oldest first; the first entry is Submitted. A rejection's reason is given when the group
  // shows reasons (applicationFollowUpConfig.showRejectionReason), in the reader's language.
  statusHistory: z.array(
    z.object({
      status: z.enum(APPLICATION_STATUSES),
      at: z.string(),
      reason: z.string().nullable(),
    }),
  ),
  // The stage the current status maps to, and the way there: the group's stages in order, each
  // with when the application reached it (null: not yet, or passed by).
  stage: ApplicationStageSchema,
  stages: z.array(ApplicationStageSchema.extend({ reachedAt: z.string().nullable() })),
  // "Expect an update by": from the stage's expected time, a notice's new date or an extension;
  // null when the stage names no time, or the application is no longer waiting.
  expectedBy: z.string().nullable(),
  // Oldest first.
  updates: z.array(
    z.object({
      kind: z.enum(APPLICATION_UPDATE_KINDS),
      at: z.string(),
      // The new date an overdue notice or an extension gave.
      expectedBy: z.string().nullable(),
      // The employer's note with an extension.
      note: z.string().nullable(),
    }),
  ),
  // The conversation with the employer: how many messages, and how many of theirs are unread.
  messageCount: z.number().int(),
  unreadMessages: z.number().int(),
  // "How was it?": open once an interview is completed or the application is closed.
  survey: z.enum(SURVEY_STATES),
  // What happened to the application's interviews (offered, booked, moved, cancelled, …), oldest
  // first, for its timeline beside the status changes. An interview stored before its history was
  // kept has none.
  interviewEvents: z.array(
    z.object({
      interviewId: z.number().int(),
      kind: z.enum(INTERVIEW_EVENT_KINDS),
      at: z.string(),
      // The interview's time after the change (booked, rescheduled); null otherwise.
      startsAt: z.string().nullable(),
    }),
  ),
});
export type Application = z.infer<typeof ApplicationSchema>;

// What the apply page can do for a position: show its form, or say why not.
export const APPLY_STATES = ['open', 'applied', 'closed'] as const;
export type ApplyState = (typeof APPLY_STATES)[number];

export const applyCall = defineCall({
  method: 'GET',
  path: '/api/pcsx/apply',
  // A public position's id ('123-title' reads as 123) or a private one's key (its private link).
  query: DomainQuerySchema.extend({ positionId: PositionLinkIdSchema }),
  response: z.object({
    position: PositionLiteSchema,
    state: z.enum(APPLY_STATES),
    // When state is applied: the candidate's application.
    application: ApplicationSchema.nullable(),
    // When state is open: the position's application form and its definition (JSON text).
    form: FormInfoSchema.nullable(),
    definitionJson: JsonTextSchema,
    // The candidate's draft for this position, on any device.
    draft: z.object({ valuesJson: JsonTextSchema, updatedAt: z.string() }).nullable(),
    // Answers the profile already holds (name, e-mail, skills), for a logged-in candidate.
    prefillJson: JsonTextSchema,
    // The candidate's country as their profile's location names it (ISO, e.g. DE): where the
    // form's phone questions start, before the group's country; null when unknown.
    candidateCountry: z.string().nullable(),
  }),
});

export const DraftApplicationSchema = z.object({
  positionId: z.number().int(),
  // Open while position.archivedAt is below 0, closed above.
  position: PositionLiteSchema,
  updatedAt: z.string(),
});
export type DraftApplication = z.infer<typeof DraftApplicationSchema>;

export const draftApplicationsCall = defineCall({
  method: 'GET',
  path: '/api/pcsx/draft_applications',
  query: DomainQuerySchema,
  // The most recently changed first.
  response: z.object({ draftApplications: z.array(DraftApplicationSchema) }),
});

export const saveDraftApplicationCall = defineCall({
  method: 'PUT',
  path: '/api/pcsx/draft_applications',
  body: z.object({
    domain: DomainSchema.optional(),
    positionId: PositionLinkIdSchema,
    valuesJson: FormValuesJsonSchema,
  }),
  response: z.object({ positionId: z.number().int(), updatedAt: z.string() }),
});

export const deleteDraftApplicationCall = defineCall({
  method: 'DELETE',
  path: '/api/pcsx/draft_applications',
  // The call takes a list; it holds exactly one id.
  body: z.object({
    domain: DomainSchema.optional(),
    // As the list gives them (numbers) or as a link names them (text).
    positionIds: z
      .array(z.union([PositionLinkIdSchema, z.number().int().positive().transform(String)]))
      .length(1),
  }),
  response: z.object({ positionIds: z.array(z.number().int()) }),
});

export const submitApplicationCall = defineCall({
  method: 'POST',
  path: '/api/pcsx/applications',
  body: z.object({
    domain: DomainSchema.optional(),
    positionId: PositionLinkIdSchema,
    valuesJson: FormValuesJsonSchema,
    idempotencyKey: IdempotencyKeySchema,
  }),
  response: z.object({ application: ApplicationSchema }),
});

export const dashboardApplicationsCall = defineCall({
  method: 'GET',
  path: '/api/pcsx/dashboard/applications',
  query: DomainQuerySchema,
  // The newest first in each list.
  response: z.object({
    applications: z.array(ApplicationSchema),
    inactiveApplications: z.array(ApplicationSchema),
  }),
});

// The candidate withdraws an application that is still open (409 once it is not).
export const withdrawApplicationCall = defineCall({
  method: 'POST',
  path: '/api/pcsx/applications/:id/withdraw',
  params: z.object({ id: z.uuid('Must be an application id') }),
  body: z.object({ domain: DomainSchema.optional() }),
  response: z.object({ application: ApplicationSchema }),
});

// Demo mode only, for this machine (as the dev mailbox and the dev offers call): an application
// of the candidate's to an open position they have not applied to, with an interview scheduled
// as `careers interviews schedule` does when `interview` is given, or times offered to choose
// when `interviewOffer` is. For the journeys.
export const devApplicationCall = defineCall({
  method: 'POST',
  path: '/api/dev/applications',
  body: z.object({
    domain: DomainSchema.optional(),
    email: z.string().trim().toLowerCase().pipe(z.email().max(320)),
    interview: z
      .object({
        inMinutes: z
          .number()
          .int()
          .min(-60 * 24 * 365)
          .max(60 * 24 * 365),
        durationMinutes: z.number().int().min(1).max(480),
        joinUrl: z
          .url({ protocol: /^https?$/ })
          .max(500)
          .nullable()
          .default(null),
      })
      .nullable()
      .default(null),
    // Or times to choose from, as `careers interviews offer-slots` offers them: each this many
    // hours from now (whole hours, UTC), in the interviewers' zone given.
    interviewOffer: z
      .object({
        inHours: z
          .array(
            z
              .number()
              .int()
              .min(1)
              .max(24 * 60),
          )
          .min(1)
          .max(50),
        durationMinutes: z.number().int().min(1).max(480),
        interviewers: z.array(z.string().max(100)).max(5).default([]),
        interviewerTimeZone: z.string().max(64).default('UTC'),
        bookByInHours: z
          .number()
          .int()
          .min(1)
          .max(24 * 60)
          .nullable()
          .default(null),
      })
      .nullable()
      .default(null),
  }),
  response: z.object({ applicationId: z.string(), interviewId: z.number().int().nullable() }),
});
