import {
  bigserial,
  index,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { candidates } from './candidates';
import { groups } from './groups';

// A job alert: a saved search that mails new matching positions. A logged-in candidate's alert has
// their id; a visitor's has only an e-mail address and waits for its confirmation link
// (`confirmed_at`). Tokens are stored as SHA-256 hashes.
export const jobAlerts = pgTable(
  'job_alerts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    groupId: uuid('group_id')
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    candidateId: uuid('candidate_id').references(() => candidates.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    language: text('language').notNull(),
    query: text('query').notNull().default(''),
    location: text('location').notNull().default(''),
    filters: jsonb('filters').$type<Record<string, string[]>>().notNull().default({}),
    // The alert's identity: its search, normalised, so the same search is saved once.
    searchKey: text('search_key').notNull(),
    confirmTokenHash: text('confirm_token_hash'),
    unsubscribeTokenHash: text('unsubscribe_token_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    // Positions posted after this were not mailed yet.
    checkedUntil: timestamp('checked_until', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('job_alerts_search_unique').on(table.groupId, table.email, table.searchKey),
    uniqueIndex('job_alerts_unsubscribe_unique').on(table.unsubscribeTokenHash),
    index('job_alerts_confirm_idx').on(table.confirmTokenHash),
    index('job_alerts_candidate_idx').on(table.candidateId),
  ],
);

// Jobs that several server processes schedule; the one whose claim updates the row runs it
// (`locked_until` keeps a second from starting while it runs).
export const scheduledJobs = pgTable('scheduled_jobs', {
  name: text('name').primaryKey(),
  lastStartedAt: timestamp('last_started_at', { withTimezone: true }),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
});
