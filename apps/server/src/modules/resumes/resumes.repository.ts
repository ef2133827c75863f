import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { candidateResumes, storedFiles } from '../../db/schema';

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
