import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { candidates } from './candidates';
import { groups } from './groups';

export const termsAttestations = pgTable(
  'terms_attestations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    candidateId: uuid('candidate_id')
      .notNull()
      .references(() => candidates.id, { onDelete: 'cascade' }),
    groupId: uuid('group_id')
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    attestedAt: timestamp('attested_at', { withTimezone: true }).notNull(),
    ip: text('ip'),
  },
  (table) => [index('terms_attestations_candidate_idx').on(table.candidateId, table.groupId)],
);
