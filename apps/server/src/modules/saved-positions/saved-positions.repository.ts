import { and, count, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { positions, savedPositions } from '../../db/schema';
import { positionRowColumns, type PositionRow } from '../positions/positions.public';
import { applicationsOwner, forgetOwner } from '../../shared/read-cache';

// A candidate's saved positions in their group, newest saved first.
export async function listSavedPositionRows(
  db: Database,
  candidateId: string,
  groupId: string,
  limit: number,
): Promise<PositionRow[]> {
  const rows = await db
    .select(positionRowColumns)
    .from(savedPositions)
    .innerJoin(positions, eq(positions.id, savedPositions.positionId))
    .where(and(eq(savedPositions.candidateId, candidateId), eq(positions.groupId, groupId)))
    .orderBy(desc(savedPositions.createdAt), desc(savedPositions.positionId))
    .limit(limit);
  return rows as PositionRow[];
}

export async function countSavedPositions(db: Database, candidateId: string): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(savedPositions)
    .where(eq(savedPositions.candidateId, candidateId));
  return row?.total ?? 0;
}

export async function insertSavedPosition(
  db: Database,
  candidateId: string,
  positionId: number,
): Promise<void> {
  await db.insert(savedPositions).values({ candidateId, positionId }).onConflictDoNothing();
  // The dashboard's applications show whether each job is saved (decision 020).
  forgetOwner(applicationsOwner(candidateId), db);
}

export async function deleteSavedPosition(
  db: Database,
  candidateId: string,
  positionId: number,
): Promise<void> {
  await db
    .delete(savedPositions)
    .where(
      and(eq(savedPositions.candidateId, candidateId), eq(savedPositions.positionId, positionId)),
    );
  forgetOwner(applicationsOwner(candidateId), db);
}
