import { integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { candidates } from './candidates';

// The skills on a candidate's profile, as they wrote them (match details read them; the profile
// edit changes them and the resume fills them). One row per skill, compared without case.
export const candidateSkills = pgTable(
  'candidate_skills',
  {
    candidateId: uuid('candidate_id')
      .notNull()
      .references(() => candidates.id, { onDelete: 'cascade' }),
    skill: text('skill').notNull(),
    // The candidate's order (the profile edit reorders); ties fall back to addedAt.
    ordinal: integer('ordinal').notNull().default(0),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.candidateId, table.skill] })],
);
