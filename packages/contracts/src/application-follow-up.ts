import { z } from 'zod';
import {
  APPLICATION_STATUSES,
  ApplicationSchema,
  SURVEY_STATES,
  type ApplicationStatus,
} from './applications';
import { defineCall } from './call';
import { STORED_FILE_ID_PATTERN } from './form-documents';
import { DomainBodySchema, DomainQuerySchema } from './http';
import { SUPPORTED_LOCALES } from './locales';

// An application never goes silent (docs/product/application-follow-up.md): stages a candidate
// understands with the time to the next step, a notice when that time passes, closing after the
// group's limit, reasons with a rejection, a conversation with the recruiting team, a reminder of
// an unfinished draft, and one "How was it?" question.

// Text an employer writes in several languages: English always, others as they wish; a reader
// whose language is missing reads its base language's (pt for pt-BR), else English.
export const LocalizedTextSchema = (max: number) =>
  z
    .partialRecord(z.enum(SUPPORTED_LOCALES), z.string().trim().min(1).max(max))
    .refine((texts) => typeof texts.en === 'string', 'Must have an English text (en)');
export type LocalizedText = Partial<Record<(typeof SUPPORTED_LOCALES)[number], string>>;

// The stages the site words itself when the group gives no label of its own (in the server's
// text catalog), and the statuses each maps by default.
export const DEFAULT_STAGE_IDS = [
  'received',
  'review',
  'interviews',
  'offer',
  'hired',
  'notSelected',
  'withdrawn',
  'closed',
] as const;
export type DefaultStageId = (typeof DEFAULT_STAGE_IDS)[number];

const StageIdSchema = z
  .string()
  .regex(/^[a-z][A-Za-z0-9_-]{0,39}$/, 'Must be a short id of letters, digits, - and _');

export const ApplicationStageConfigSchema = z.strictObject({
  id: StageIdSchema,
  statuses: z.array(z.enum(APPLICATION_STATUSES)).min(1).max(APPLICATION_STATUSES.length),
  // The group's own words; the site's when left out (only for the default stage ids).
  label: LocalizedTextSchema(60).optional(),
  explanation: LocalizedTextSchema(200).optional(),
  // "We aim to reply within N days": the time to the next step; null names none.
  expectedDays: z.number().int().min(1).max(365).nullable().default(null),
});
export type ApplicationStageConfig = z.infer<typeof ApplicationStageConfigSchema>;

export const DEFAULT_APPLICATION_STAGES: ApplicationStageConfig[] = [
  { id: 'received', statuses: ['Submitted'], expectedDays: 10 },
  { id: 'review', statuses: ['In Review'], expectedDays: 14 },
  { id: 'interviews', statuses: ['Interviewing'], expectedDays: 21 },
  { id: 'offer', statuses: ['Offered'], expectedDays: 7 },
  { id: 'hired', statuses: ['Hired'], expectedDays: null },
  { id: 'notSelected', statuses: ['Rejected'], expectedDays: null },
  { id: 'withdrawn', statuses: ['Withdrawn'], expectedDays: null },
  { id: 'closed', statuses: ['Closed'], expectedDays: null },
];

// The reasons the site words itself (in the server's catalog) when the group gives no label.
export const DEFAULT_REJECTION_REASON_IDS = [
  'positionFilled',
  'closerExperience',
  'requirements',
  'positionClosed',
] as const;
export type DefaultReasonId = (typeof DEFAULT_REJECTION_REASON_IDS)[number];

export const RejectionReasonSchema = z
  .strictObject({
    id: StageIdSchema,
    // The group's own words; the site's when left out (only for the default reason ids).
    label: LocalizedTextSchema(300).optional(),
  })
  .refine(
    (reason) =>
      reason.label !== undefined ||
      (DEFAULT_REJECTION_REASON_IDS as readonly string[]).includes(reason.id),
    { message: 'A reason of your own needs a label', path: ['label'] },
  );
export type RejectionReason = z.infer<typeof RejectionReasonSchema>;

export const DEFAULT_REJECTION_REASONS: RejectionReason[] = DEFAULT_REJECTION_REASON_IDS.map(
  (id) => ({ id }),
);

function mapsEveryStatusOnce(stages: readonly ApplicationStageConfig[], context: z.RefinementCtx) {
  const seen = new Map<ApplicationStatus, string>();
  const ids = new Set<string>();
  for (const [index, stage] of stages.entries()) {
    if (ids.has(stage.id)) {
      context.addIssue({ code: 'custom', path: [index, 'id'], message: 'Must not repeat a stage' });
    }
    ids.add(stage.id);
    if (!(DEFAULT_STAGE_IDS as readonly string[]).includes(stage.id) && !stage.label) {
      context.addIssue({
        code: 'custom',
        path: [index, 'label'],
        message: 'A stage of your own needs a label',
      });
    }
    for (const status of stage.statuses) {
      const other = seen.get(status);
      if (other !== undefined) {
        context.addIssue({
          code: 'custom',
          path: [index, 'statuses'],
          message: `${status} is already in stage ${other}`,
        });
      }
      seen.set(status, stage.id);
    }
  }
  const missing = APPLICATION_STATUSES.filter((status) => !seen.has(status));
  if (missing.length > 0) {
    context.addIssue({ code: 'custom', message: `Must map every status: ${missing.join(', ')}` });
  }
}

// pcsxConfig.applicationFollowUpConfig.
export const ApplicationFollowUpConfigSchema = z.strictObject({
  // In the order a candidate goes through them; every status in exactly one stage.
  stages: z
    .array(ApplicationStageConfigSchema)
    .min(1)
    .max(20)
    .superRefine(mapsEveryStatusOnce)
    .default(DEFAULT_APPLICATION_STAGES),
  // After an overdue notice, the new date is this many days later.
  overdueGraceDays: z.number().int().min(1).max(90).default(7),
  // An application still waiting for a decision this long after it was submitted is closed
  // with a respectful notice, unless the employer extended it; null never closes one.
  closeAfterDays: z.number().int().min(7).max(730).nullable().default(60),
  rejectionReasons: z.array(RejectionReasonSchema).max(50).default(DEFAULT_REJECTION_REASONS),
  // Whether a rejected candidate is shown the reason the employer gave.
  showRejectionReason: z.boolean().default(false),
  // A draft untouched this long gets one reminder e-mail; null sends none.
  draftReminderHours: z
    .number()
    .int()
    .min(1)
    .max(24 * 60)
    .nullable()
    .default(24),
  // Told by e-mail of each question a candidate asks about an application; null tells no one
  // (the CLI's `messages list` shows them).
  recruitingEmail: z.email().max(320).nullable().default(null),
  // Whether candidates may ask questions on their application's page.
  messagesEnabled: z.boolean().default(true),
  // Whether the "How was it?" question is asked.
  surveyEnabled: z.boolean().default(true),
});
export type ApplicationFollowUpConfig = z.infer<typeof ApplicationFollowUpConfigSchema>;

// An application's own page: its stages, its timeline and its conversation.
export const applicationCall = defineCall({
  method: 'GET',
  path: '/api/pcsx/applications/:id',
  params: z.object({ id: z.uuid('Must be an application id') }),
  query: DomainQuerySchema,
  response: z.object({ application: ApplicationSchema }),
});

export const APPLICATION_MESSAGE_MAX_LENGTH = 5000;
// A candidate sends at most this many messages an hour, over all their applications.
export const APPLICATION_MESSAGES_PER_HOUR = 20;
export const MESSAGE_AUTHORS = ['candidate', 'employer'] as const;

export const ApplicationMessageSchema = z.object({
  id: z.number().int(),
  author: z.enum(MESSAGE_AUTHORS),
  // Plain text, never rendered as HTML.
  body: z.string(),
  attachment: z
    .object({ fileId: z.string(), name: z.string(), size: z.number().int(), type: z.string() })
    .nullable(),
  createdAt: z.string(),
  // When the other side read it; null while unread.
  readAt: z.string().nullable(),
});
export type ApplicationMessage = z.infer<typeof ApplicationMessageSchema>;

// Oldest first. Reading marks the employer's messages read.
export const applicationMessagesCall = defineCall({
  method: 'GET',
  path: '/api/pcsx/applications/:id/messages',
  params: z.object({ id: z.uuid('Must be an application id') }),
  query: DomainQuerySchema,
  response: z.object({ messages: z.array(ApplicationMessageSchema) }),
});

export const sendApplicationMessageCall = defineCall({
  method: 'POST',
  path: '/api/pcsx/applications/:id/messages',
  params: z.object({ id: z.uuid('Must be an application id') }),
  bodyLimit: 64 * 1024,
  body: DomainBodySchema.extend({
    body: z
      .string()
      .trim()
      .min(1, 'Enter a message')
      .max(
        APPLICATION_MESSAGE_MAX_LENGTH,
        `Must be at most ${APPLICATION_MESSAGE_MAX_LENGTH} characters`,
      ),
    // A file sent first with the upload call (its checks of content and size).
    fileId: z.string().regex(STORED_FILE_ID_PATTERN).nullable().default(null),
  }),
  response: z.object({ message: ApplicationMessageSchema }),
});

export const SURVEY_COMMENT_MAX_LENGTH = 2000;

// "How was it?", once per application.
export const answerSurveyCall = defineCall({
  method: 'POST',
  path: '/api/pcsx/applications/:id/survey',
  params: z.object({ id: z.uuid('Must be an application id') }),
  body: DomainBodySchema.extend({
    rating: z.number().int().min(1).max(5),
    comment: z.string().trim().max(SURVEY_COMMENT_MAX_LENGTH).default(''),
    // Whether the employer may see who answered; anonymous unless the candidate says so.
    shareIdentity: z.boolean().default(false),
  }),
  response: z.object({ survey: z.enum(SURVEY_STATES) }),
});

// The link of a draft reminder's "unsubscribe": a signed token naming the candidate.
export const unsubscribeDraftRemindersCall = defineCall({
  method: 'POST',
  path: '/api/pcsx/draft_reminders/unsubscribe',
  body: DomainBodySchema.extend({ token: z.string().min(10).max(500) }),
  response: z.object({ unsubscribed: z.literal(true) }),
});

export const applicationPath = (id: string) => `/careers/applications/${id}`;

// Demo mode only, for this machine (as the other dev calls): what the employer's CLI and the
// scheduled job do, for the journeys. Each part acts on the candidate's own records only.
export const devFollowUpCall = defineCall({
  method: 'POST',
  path: '/api/dev/applications/follow_up',
  body: DomainBodySchema.extend({
    email: z.string().trim().toLowerCase().pipe(z.email().max(320)),
    // The recruiting team answers on this application, as `careers messages reply` does.
    reply: z
      .object({
        applicationId: z.uuid(),
        text: z.string().trim().min(1).max(APPLICATION_MESSAGE_MAX_LENGTH),
      })
      .nullable()
      .default(null),
    // Moved on, as `careers applications status ID STATUS [--reason ID]` does.
    move: z
      .object({
        applicationId: z.uuid(),
        status: z.enum(APPLICATION_STATUSES),
        reasonId: z.string().max(40).nullable().default(null),
      })
      .nullable()
      .default(null),
    // This many hours pass for the candidate's drafts and promised dates; then the scheduled
    // follow-up runs (overdue notices, closing, draft reminders).
    ageHours: z
      .number()
      .int()
      .min(1)
      .max(24 * 400)
      .nullable()
      .default(null),
  }),
  response: z.object({ ok: z.literal(true) }),
});
