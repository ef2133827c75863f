import { jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { candidates } from './candidates';
import { storedFiles } from './forms';

// The profile beyond the candidate's name and e-mail (which stay on `candidates`, read by every
// area) and skills (`candidate_skills`, which matching reads). The list sections are JSON arrays in
// the order the candidate gave them, each entry checked by its contract schema before it is
// written; the row exists once the candidate first edits.
export const candidateProfiles = pgTable('candidate_profiles', {
  candidateId: uuid('candidate_id')
    .primaryKey()
    .references(() => candidates.id, { onDelete: 'cascade' }),
  phone: text('phone').notNull().default(''),
  location: text('location').notNull().default(''),
  headline: text('headline').notNull().default(''),
  summary: text('summary').notNull().default(''),
  experience: jsonb('experience').notNull().default([]),
  education: jsonb('education').notNull().default([]),
  links: jsonb('links').notNull().default([]),
  certifications: jsonb('certifications').notNull().default([]),
  languages: jsonb('languages').notNull().default([]),
  jobPreferences: jsonb('job_preferences').notNull().default({}),
  // Sections a parsed resume filled that the candidate has not edited since.
  filledFromResume: jsonb('filled_from_resume').notNull().default([]),
  // The profile photo, a stored file; gone with its file.
  avatarFileId: uuid('avatar_file_id').references(() => storedFiles.id, { onDelete: 'set null' }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
