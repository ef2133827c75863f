import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { candidateResumes, storedFiles } from '../../db/schema';
import { forgetOwner } from '../../shared/read-cache';

export type ResumeRow = {
  id: string;
  name: string;
  type: string;
  size: number;
  filled: unknown;
  createdAt: Date;
  fileId: string;
  storageKey: string;
};

const resumeColumns = {
  id: candidateResumes.id,
  name: storedFiles.name,
  type: candidateResumes.type,
  size: storedFiles.size,
  filled: candidateResumes.filled,
  createdAt: candidateResumes.createdAt,
  fileId: storedFiles.id,
  storageKey: storedFiles.storageKey,
};

export async function insertResume(
  db: Database,
  row: typeof candidateResumes.$inferInsert,
): Promise<void> {
  await db.insert(candidateResumes).values(row);
}

// The candidate's resumes, newest first.
export async function listResumeRows(db: Database, candidateId: string): Promise<ResumeRow[]> {
  return db
    .select(resumeColumns)
    .from(candidateResumes)
    .innerJoin(storedFiles, eq(storedFiles.id, candidateResumes.fileId))
    .where(eq(candidateResumes.candidateId, candidateId))
    .orderBy(desc(candidateResumes.createdAt), desc(candidateResumes.id));
}

export async function findResumeRow(
  db: Database,
  candidateId: string,
  id: string,
): Promise<ResumeRow | null> {
  const [row] = await db
    .select(resumeColumns)
    .from(candidateResumes)
    .innerJoin(storedFiles, eq(storedFiles.id, candidateResumes.fileId))
    .where(and(eq(candidateResumes.candidateId, candidateId), eq(candidateResumes.id, id)));
  return row ?? null;
}

// The stored file goes, and the resume row with it (ON DELETE CASCADE).
export async function deleteResumeFile(
  db: Database,
  candidateId: string,
  fileId: string,
): Promise<void> {
  await db
    .delete(storedFiles)
    .where(and(eq(storedFiles.candidateId, candidateId), eq(storedFiles.id, fileId)));
  // Decision 020: a draft's answers may name the file, and what they name is kept in the cache.
  forgetOwner(candidateId);
}
