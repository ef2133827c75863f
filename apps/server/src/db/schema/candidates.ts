import { boolean, jsonb, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { groups } from './groups';

export const candidates = pgTable(
  'candidates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    groupId: uuid('group_id')
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    isAdmin: boolean('is_admin').notNull().default(false),
    isThemeBuilder: boolean('is_theme_builder').notNull().default(false),
    isOnboarded: boolean('is_onboarded').notNull().default(false),
    isBootstrapped: boolean('is_bootstrapped').notNull().default(false),
    // The id used in paths, never the row id.
    encId: text('enc_id').notNull().unique(),
    hasResume: boolean('has_resume').notNull().default(false),
    // The language of the candidate's last login: their mail and notifications use it.
    language: text('language').notNull().default('en'),
    // Notifications also by e-mail; settings will let the candidate turn it off.
    notifyByEmail: boolean('notify_by_email').notNull().default(true),
    // Notification categories kept out of e-mail while it is on.
    mutedEmailCategories: jsonb('muted_email_categories').$type<string[]>().notNull().default([]),
    // Match scores and "Recommended for you" for this candidate; off, neither is worked out.
    matchScores: boolean('match_scores').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [unique('candidates_group_email_unique').on(table.groupId, table.email)],
);
