import type { Database } from '../../db/database';
import { AppError } from '../../shared/app-error';
import { requireGroupRow } from '../config/config.public';
import { findCandidateByEmail, upsertCandidate } from './candidates.repository';
import type { Candidate } from './candidate';

export type CandidateNames = { firstName: string; lastName: string };

// `careers candidate create`: creates the candidate, or sets the names of an existing one.
export async function createCandidate(
  db: Database,
  domain: string,
  email: string,
  names: CandidateNames,
): Promise<Candidate> {
  const group = await requireGroupRow(db, domain);
  return upsertCandidate(db, { groupId: group.id, email, ...names });
}

export async function showCandidate(
  db: Database,
  domain: string,
  email: string,
): Promise<Candidate> {
  const group = await requireGroupRow(db, domain);
  const candidate = await findCandidateByEmail(db, group.id, email);
  if (!candidate) throw new AppError('not_found', `No candidate ${email} in ${domain}.`);
  return candidate;
}
