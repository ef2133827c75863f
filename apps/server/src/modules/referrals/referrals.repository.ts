import { and, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { positions, referrals } from '../../db/schema';
import { positionSummaryColumns, type PositionSummaryRow } from '../positions/positions.public';

export type ReferralRow = typeof referrals.$inferSelect;

export async function insertReferral(
  db: Database,
  row: typeof referrals.$inferInsert,
): Promise<ReferralRow> {
  const [inserted] = await db.insert(referrals).values(row).returning();
  if (!inserted) throw new Error('The referral was not stored');
  return inserted;
}

// The candidate's referrals in one group, newest first, with what the list shows of each
// position and whether the candidate has applied to it since.
export async function listCandidateReferrals(
  db: Database,
  groupId: string,
  candidateId: string,
): Promise<{ referral: ReferralRow; position: PositionSummaryRow; isApplied: boolean }[]> {
  return db
    .select({
      referral: referrals,
      position: positionSummaryColumns,
      // Spelled out: a correlated subquery on the joined position.
      isApplied: sql<boolean>`exists (select 1 from applications as applied where applied.candidate_id = ${candidateId} and applied.position_id = ${positions.id})`,
    })
    .from(referrals)
    .innerJoin(positions, eq(positions.id, referrals.positionId))
    .where(and(eq(referrals.groupId, groupId), eq(referrals.candidateId, candidateId)))
    .orderBy(desc(referrals.createdAt), desc(referrals.id));
}
