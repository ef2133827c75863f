import { eq, lt, or } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { candidates, sessions } from '../../db/schema';
import { candidateColumns, type Candidate } from '../candidates/candidates.public';

export type SessionRow = {
  id: string;
  groupId: string;
  csrfToken: string;
  createdAt: Date;
  lastSeenAt: Date;
};

export type SessionWithCandidate = { session: SessionRow; candidate: Candidate };

export async function insertSession(
  db: Database,
  session: SessionRow & { candidateId: string },
): Promise<void> {
  await db.insert(sessions).values(session);
}

export async function findSessionWithCandidate(
  db: Database,
  id: string,
): Promise<SessionWithCandidate | null> {
  const [row] = await db
    .select({
      session: {
        id: sessions.id,
        groupId: sessions.groupId,
        csrfToken: sessions.csrfToken,
        createdAt: sessions.createdAt,
        lastSeenAt: sessions.lastSeenAt,
      },
      candidate: candidateColumns,
    })
    .from(sessions)
    .innerJoin(candidates, eq(candidates.id, sessions.candidateId))
    .where(eq(sessions.id, id))
    .limit(1);
  return row ?? null;
}

export async function touchSession(db: Database, id: string, at: Date): Promise<void> {
  await db.update(sessions).set({ lastSeenAt: at }).where(eq(sessions.id, id));
}

export async function deleteSession(db: Database, id: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, id));
}

export async function deleteSessionsOlderThan(
  db: Database,
  lastSeenBefore: Date,
  createdBefore: Date,
): Promise<void> {
  await db
    .delete(sessions)
    .where(or(lt(sessions.lastSeenAt, lastSeenBefore), lt(sessions.createdAt, createdBefore)));
}
