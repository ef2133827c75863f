import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { candidates } from './candidates';
import { groups } from './groups';

// A group's forms, named by the id of their JSON file. A new import of the same id is a new
// version; answers record the version they were made against.
export const forms = pgTable(
  'forms',
  {
    groupId: uuid('group_id')
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    id: text('id').notNull(),
    title: text('title').notNull(),
    layout: text('layout').notNull().default('simple'),
    // Anyone may open it at /careers/forms?form_id=…; others only when assigned.
    isPublic: boolean('is_public').notNull().default(false),
    // Hosted elsewhere: shown in the embedded form frame instead of the toolkit.
    embedUrl: text('embed_url'),
    currentVersion: integer('current_version').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.groupId, table.id] })],
);

export const formVersions = pgTable(
  'form_versions',
  {
    id: serial('id').primaryKey(),
    groupId: uuid('group_id')
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    formId: text('form_id').notNull(),
    version: integer('version').notNull(),
    definition: jsonb('definition').$type<Record<string, unknown>>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [unique('form_versions_unique').on(table.groupId, table.formId, table.version)],
);

// A form given to a candidate (forms center): open → in_progress (answers saved) → completed.
export const formTasks = pgTable(
  'form_tasks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    groupId: uuid('group_id')
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    candidateId: uuid('candidate_id')
      .notNull()
      .references(() => candidates.id, { onDelete: 'cascade' }),
    formId: text('form_id').notNull(),
    status: text('status').notNull().default('open'),
    dueAt: timestamp('due_at', { withTimezone: true }),
    // The answers so far, or as submitted; and the version they belong to.
    answers: jsonb('answers').$type<Record<string, unknown>>().notNull().default({}),
    formVersionId: integer('form_version_id').references(() => formVersions.id),
    idempotencyKey: text('idempotency_key'),
    assignedAt: timestamp('assigned_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (table) => [
    unique('form_tasks_candidate_form_unique').on(table.candidateId, table.formId),
    index('form_tasks_candidate_idx').on(table.candidateId, table.status),
  ],
);

// Uploads named by answers (docs/product/forms-toolkit.md); the bytes live in the file store.
export const storedFiles = pgTable(
  'stored_files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    groupId: uuid('group_id')
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    candidateId: uuid('candidate_id')
      .notNull()
      .references(() => candidates.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    sha256: text('sha256').notNull(),
    storageKey: text('storage_key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('stored_files_candidate_idx').on(table.candidateId, table.createdAt)],
);
