import type { Database } from '../../db/database';
import { listApplicationsWithPositions } from '../applications/applications.public';
import { findCandidateByEmail } from '../candidates/candidates.public';
import { findDemoPositionIds } from '../positions/positions.public';
import { insertReferral, listCandidateReferrals } from '../referrals/referrals.public';

// A colleague referred Alex for an open position Alex has not applied to.
// Once: a second seed leaves it as it is.
export async function seedAlexReferral(
  db: Database,
  groupId: string,
  email: string,
  now: Date,
): Promise<void> {
  const alex = await findCandidateByEmail(db, groupId, email);
  if (!alex || (await listCandidateReferrals(db, groupId, alex.id)).length > 0) return;
  const applied = new Set(
    (await listApplicationsWithPositions(db, groupId, alex.id)).map(({ position }) => position.id),
  );
  const { open } = await findDemoPositionIds(db, groupId, now, 40);
  const positionId = open.slice(10).find((id) => !applied.has(id));
  if (positionId === undefined) return;
  await insertReferral(db, {
    groupId,
    candidateId: alex.id,
    positionId,
    referrerName: 'Priya Shah',
    createdAt: new Date(now.getTime() - 3 * 86_400_000),
  });
}
