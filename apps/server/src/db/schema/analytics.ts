import { bigserial, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { candidates } from './candidates';
import { groups } from './groups';

// What /vslog stores (analytics, docs/product/shell-and-gates.md).
export const analyticsEvents = pgTable(
  'analytics_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    groupId: uuid('group_id')
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    candidateId: uuid('candidate_id').references(() => candidates.id, { onDelete: 'set null' }),
    namespace: text('namespace'),
    event: text('event'),
    pid: text('pid'),
    data: jsonb('data'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('analytics_events_group_created_idx').on(table.groupId, table.createdAt)],
);
