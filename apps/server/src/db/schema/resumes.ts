import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { candidates } from './candidates';
import { storedFiles } from './forms';

// A resume the candidate uploaded; its bytes are a stored file (deleting the
// file deletes the row), `filled` the profile sections it filled or added to when it came.
export const candidateResumes = pgTable(
  'candidate_resumes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    candidateId: uuid('candidate_id')
      .notNull()
      .references(() => candidates.id, { onDelete: 'cascade' }),
    fileId: uuid('file_id')
      .notNull()
      .references(() => storedFiles.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    filled: jsonb('filled').notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('candidate_resumes_candidate_idx').on(table.candidateId, table.createdAt)],
);
