import { sql } from 'drizzle-orm';
import { bigserial, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { candidates } from './candidates';
import { groups } from './groups';

// What the bell lists. The message is kept as a template of the catalog
// (`message_key` with its `params`) so each reader gets it in their language, or as the literal
// text an employer wrote (`message`, when there is no key).
export const notifications = pgTable(
  'notifications',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    groupId: uuid('group_id')
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    candidateId: uuid('candidate_id')
      .notNull()
      .references(() => candidates.id, { onDelete: 'cascade' }),
    category: text('category').notNull(),
    notificationType: text('notification_type').notNull(),
    messageKey: text('message_key'),
    params: jsonb('params').$type<Record<string, string | number>>().notNull().default({}),
    message: text('message').notNull().default(''),
    redirectUrl: text('redirect_url'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    viewedAt: timestamp('viewed_at', { withTimezone: true }),
    clickedAt: timestamp('clicked_at', { withTimezone: true }),
  },
  (table) => [
    index('notifications_candidate_idx').on(table.candidateId, table.createdAt.desc()),
    index('notifications_unviewed_idx')
      .on(table.candidateId)
      .where(sql`${table.viewedAt} is null`),
  ],
);
