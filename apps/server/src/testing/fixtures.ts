import { randomBytes } from 'node:crypto';
import type { Database } from '../db/database';
import {
  insertCandidate,
  type Candidate,
  type CandidateFlags,
} from '../modules/candidates/candidates.repository';
import { requireGroupRow } from '../modules/config/config.service';
import { insertTermsAttestation } from '../modules/shell/terms.repository';

export type CandidateTraits = CandidateFlags & {
  domain?: string;
  firstName?: string;
  lastName?: string;
  hasAttestedTerms?: boolean;
};

// Issue 5: a test that changes a candidate gets its own, so no test depends on what another did
// to a shared demo persona. Defaults: a northwind candidate who has done nothing yet.
export async function createCandidate(
  db: Database,
  traits: CandidateTraits = {},
): Promise<Candidate> {
  const { domain = 'northwind.example', hasAttestedTerms = false, ...rest } = traits;
  const group = await requireGroupRow(db, domain);
  const email = `candidate-${randomBytes(5).toString('hex')}@example.com`;
  const candidate = await insertCandidate(db, {
    groupId: group.id,
    email,
    firstName: 'Test',
    lastName: 'Candidate',
    ...rest,
  });
  if (hasAttestedTerms) {
    await insertTermsAttestation(db, {
      groupId: group.id,
      candidateId: candidate.id,
      attestedAt: new Date(),
      ip: null,
    });
  }
  return candidate;
}
