import { REFERRER_NAME_MAX, type Referral } from '@careers/contracts';
import type { Database } from '../../db/database';
import { AppError } from '../../shared/app-error';
import type { CandidateScope } from '../auth/auth.public';
import { findCandidateByEmail } from '../candidates/candidates.public';
import type { Group } from '../config/config.public';
import { notifyCandidate } from '../notifications/notifications.public';
import {
  positionPath,
  requirePositionRow,
  savedPositionIds,
  toCandidateListRecord,
} from '../positions/positions.public';
import { insertReferral, listCandidateReferrals } from './referrals.repository';

// Referrals, shown where gates.referralWithCandidateApplicationGate is on.

const REFERRAL_MESSAGES = { off: 'Referrals are not shown on this site.' } as const;

function requireReferralsOn(group: Group): void {
  if (!group.configs.gates.referralWithCandidateApplicationGate) {
    throw new AppError('not_found', REFERRAL_MESSAGES.off);
  }
}

export async function listReferrals(scope: CandidateScope): Promise<Referral[]> {
  const { db, group, candidate, now } = scope;
  requireReferralsOn(group);
  const rows = await listCandidateReferrals(db, group.id, candidate.id);
  const saved = await savedPositionIds(
    db,
    candidate.id,
    rows.map(({ position }) => position.id),
  );
  return rows.map(({ referral, position, isApplied }) => ({
    id: referral.id,
    position: toCandidateListRecord(position, now, saved.has(position.id)),
    referrerName: referral.referrerName,
    referredAt: referral.createdAt.toISOString(),
    isApplied,
  }));
}

// `careers referrals add`: recorded and the candidate told (with a link to the job), in one
// transaction.
export async function addReferral(
  db: Database,
  site: { group: Group; publicOrigin: string },
  input: { email: string; positionId: number; referrerName: string },
  now: Date,
): Promise<number> {
  const referrerName = input.referrerName.trim();
  if (referrerName.length === 0 || referrerName.length > REFERRER_NAME_MAX) {
    throw new AppError(
      'validation_failed',
      `--referrer must be 1 to ${REFERRER_NAME_MAX} characters.`,
    );
  }
  return db.transaction(async (tx) => {
    const candidate = await findCandidateByEmail(
      tx,
      site.group.id,
      input.email.trim().toLowerCase(),
    );
    if (!candidate) {
      throw new AppError('not_found', `No candidate ${input.email} in ${site.group.domain}.`);
    }
    const position = await requirePositionRow(tx, site.group.id, input.positionId);
    const referral = await insertReferral(tx, {
      groupId: site.group.id,
      candidateId: candidate.id,
      positionId: position.id,
      referrerName,
      createdAt: now,
    });
    await notifyCandidate(tx, site, candidate, {
      category: 'application',
      type: 'informational',
      message: {
        key: 'referral.added',
        params: { referrer: referrerName, position: position.title },
      },
      redirectUrl: positionPath(position),
    });
    return referral.id;
  });
}
