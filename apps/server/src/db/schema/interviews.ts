import { bigserial, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { applications } from './applications';
import { candidates } from './candidates';
import { groups } from './groups';

// An interview for an application, scheduled by the employer (CLI).
export const interviews = pgTable(
  'interviews',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    groupId: uuid('group_id')
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    candidateId: uuid('candidate_id')
      .notNull()
      .references(() => candidates.id, { onDelete: 'cascade' }),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    durationMinutes: integer('duration_minutes').notNull(),
    joinUrl: text('join_url'),
    location: text('location').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('interviews_candidate_idx').on(table.candidateId, table.startsAt)],
);
