import { and, asc, count, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { jobCartItems, positions } from '../../db/schema';
import { positionSummaryColumns, type PositionSummaryRow } from '../positions/positions.public';

// The cart's positions in this group, in the order they were added.
export async function listJobCartRows(
  db: Database,
  candidateId: string,
  groupId: string,
): Promise<PositionSummaryRow[]> {
  const rows = await db
    .select(positionSummaryColumns)
    .from(jobCartItems)
    .innerJoin(positions, eq(positions.id, jobCartItems.positionId))
    .where(and(eq(jobCartItems.candidateId, candidateId), eq(positions.groupId, groupId)))
    .orderBy(asc(jobCartItems.addedAt), asc(jobCartItems.positionId));
  return rows;
}

export async function countJobCartItems(db: Database, candidateId: string): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(jobCartItems)
    .where(eq(jobCartItems.candidateId, candidateId));
  return row?.total ?? 0;
}

export async function insertJobCartItems(
  db: Database,
  candidateId: string,
  positionIds: readonly number[],
): Promise<void> {
  if (positionIds.length === 0) return;
  await db
    .insert(jobCartItems)
    .values(positionIds.map((positionId) => ({ candidateId, positionId })))
    .onConflictDoNothing();
}

export async function deleteJobCartItems(
  db: Database,
  candidateId: string,
  positionIds: readonly number[],
): Promise<void> {
  if (positionIds.length === 0) return;
  await db
    .delete(jobCartItems)
    .where(
      and(
        eq(jobCartItems.candidateId, candidateId),
        inArray(jobCartItems.positionId, [...positionIds]),
      ),
    );
}

export async function jobCartPositionIds(db: Database, candidateId: string): Promise<Set<number>> {
  const rows = await db
    .select({ positionId: jobCartItems.positionId })
    .from(jobCartItems)
    .where(eq(jobCartItems.candidateId, candidateId));
  return new Set(rows.map(({ positionId }) => positionId));
}
