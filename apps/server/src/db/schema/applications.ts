import {
  bigserial,
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
  },
  (table) => [
    unique('applications_candidate_position_unique').on(table.candidateId, table.positionId),
    index('applications_candidate_idx').on(table.candidateId, table.submittedAt.desc()),
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
  },
  (table) => [
    primaryKey({ columns: [table.candidateId, table.positionId] }),
    index('draft_applications_candidate_idx').on(table.candidateId, table.updatedAt.desc()),
  ],
);
