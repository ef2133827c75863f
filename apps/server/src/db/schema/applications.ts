import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { candidates } from './candidates';
import { formVersions } from './forms';
import { groups } from './groups';
import { positions } from './positions';

// One application per candidate and position, with the answers as submitted (visible questions
// only, files by id) and the form version they were checked against.
export const applications = pgTable(
  'applications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    groupId: uuid('group_id')
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    candidateId: uuid('candidate_id')
      .notNull()
      .references(() => candidates.id, { onDelete: 'cascade' }),
    positionId: integer('position_id')
      .notNull()
      .references(() => positions.id, { onDelete: 'cascade' }),
    formVersionId: integer('form_version_id')
      .notNull()
      .references(() => formVersions.id),
    answers: jsonb('answers').$type<Record<string, unknown>>().notNull(),
    status: text('status').notNull().default('Submitted'),
    idempotencyKey: text('idempotency_key').notNull(),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull().defaultNow(),
    // "Expect an update by" (docs/product/application-follow-up.md): set from the stage's expected
    // time at each status change, by an overdue notice and by an extension; null names no date.
    expectedBy: timestamp('expected_by', { withTimezone: true }),
    // When the candidate was told expectedBy had passed; cleared when a new date is promised.
    overdueNoticedAt: timestamp('overdue_noticed_at', { withTimezone: true }),
    // The employer's extension: not closed for want of a decision before this.
    extendedUntil: timestamp('extended_until', { withTimezone: true }),
  },
  (table) => [
    unique('applications_candidate_position_unique').on(table.candidateId, table.positionId),
    index('applications_candidate_idx').on(table.candidateId, table.submittedAt.desc()),
    index('applications_expected_by_idx').on(table.expectedBy),
    index('applications_group_status_idx').on(table.groupId, table.status, table.submittedAt),
  ],
);

export const applicationStatusHistory = pgTable(
  'application_status_history',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    status: text('status').notNull(),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
    // With a rejection: the id of one of the group's rejectionReasons, and the employer's own
    // words; with a closing for want of a decision, reasonId is 'noDecision'.
    reasonId: text('reason_id'),
    note: text('note'),
  },
  (table) => [index('application_status_history_idx').on(table.applicationId, table.changedAt)],
);

// A draft application, keyed by position: the answers as the candidate left them.
export const draftApplications = pgTable(
  'draft_applications',
  {
    candidateId: uuid('candidate_id')
      .notNull()
      .references(() => candidates.id, { onDelete: 'cascade' }),
    positionId: integer('position_id')
      .notNull()
      .references(() => positions.id, { onDelete: 'cascade' }),
    groupId: uuid('group_id')
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    answers: jsonb('answers').$type<Record<string, unknown>>().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    // The one reminder e-mail of this draft; a save does not clear it.
    remindedAt: timestamp('reminded_at', { withTimezone: true }),
  },
  (table) => [
    primaryKey({ columns: [table.candidateId, table.positionId] }),
    index('draft_applications_reminder_idx')
      .on(table.updatedAt)
      .where(sql`reminded_at is null`),
    index('draft_applications_candidate_idx').on(table.candidateId, table.updatedAt.desc()),
  ],
);

// What happened to an application besides its status changes and interviews: an overdue notice,
// an extension, a survey answered (APPLICATION_UPDATE_KINDS).
export const applicationUpdates = pgTable(
  'application_updates',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    expectedBy: timestamp('expected_by', { withTimezone: true }),
    note: text('note'),
  },
  (table) => [index('application_updates_idx').on(table.applicationId, table.at)],
);

// The conversation of an application between its candidate and the recruiting team. Text only;
// an attachment is a stored file of the candidate's.
export const applicationMessages = pgTable(
  'application_messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    groupId: uuid('group_id')
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    author: text('author').notNull(),
    body: text('body').notNull(),
    fileId: text('file_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    // When the other side read it.
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (table) => [
    index('application_messages_idx').on(table.applicationId, table.id),
    index('application_messages_group_idx').on(table.groupId, table.createdAt.desc()),
  ],
);

// "How was it?": one answer per application. Anonymous to the employer unless shareIdentity.
export const applicationSurveys = pgTable('application_surveys', {
  applicationId: uuid('application_id')
    .primaryKey()
    .references(() => applications.id, { onDelete: 'cascade' }),
  groupId: uuid('group_id')
    .notNull()
    .references(() => groups.id, { onDelete: 'cascade' }),
  positionId: integer('position_id').notNull(),
  // The candidate-facing stage the application was at when answered.
  stageId: text('stage_id').notNull(),
  rating: integer('rating').notNull(),
  comment: text('comment').notNull().default(''),
  shareIdentity: boolean('share_identity').notNull().default(false),
  answeredAt: timestamp('answered_at', { withTimezone: true }).notNull().defaultNow(),
});
