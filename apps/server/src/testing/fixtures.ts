import { randomBytes } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../db/database';
import { applications, formVersions } from '../db/schema';
import { insertApplicationWithHistory } from '../modules/applications/applications.repository';
import { findDemoPositionIds } from '../modules/positions/positions.repository';
import { insertCandidate } from '../modules/candidates/candidates.repository';
import type { Candidate, CandidateFlags } from '../modules/candidates/candidate';
import { requireGroupRow } from '../modules/config/config.service';
import { insertTermsAttestation } from '../modules/shell/terms.repository';

export type CandidateTraits = CandidateFlags & {
  domain?: string;
  firstName?: string;
  lastName?: string;
  hasAttestedTerms?: boolean;
};

// A test that changes a candidate gets its own, so no test depends on what another did
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

// An application of the candidate's, as if they had applied `daysAgo` days before `now`, with
// the status history given (default: just Submitted). The position is the n-th open demo one.
export async function createApplication(
  db: Database,
  candidate: Candidate,
  options: { nthPosition?: number; statuses?: string[]; now?: Date } = {},
): Promise<{ id: string; positionId: number }> {
  const { nthPosition = 0, statuses = ['Submitted'], now = new Date() } = options;
  const { open } = await findDemoPositionIds(db, candidate.groupId, now, nthPosition + 1);
  const positionId = open[nthPosition];
  const [version] = await db
    .select({ id: formVersions.id })
    .from(formVersions)
    .where(eq(formVersions.groupId, candidate.groupId))
    .orderBy(asc(formVersions.id))
    .limit(1);
  if (positionId === undefined || !version) throw new Error('No demo position or form to apply to');
  await insertApplicationWithHistory(db, {
    groupId: candidate.groupId,
    candidateId: candidate.id,
    positionId,
    formVersionId: version.id,
    answers: {},
    idempotencyKey: `fixture-${candidate.id}-${positionId}`,
    history: statuses.map((status, index) => ({
      status,
      at: new Date(now.getTime() - (statuses.length - index) * 86_400_000),
    })),
  });
  const [row] = await db
    .select({ id: applications.id })
    .from(applications)
    .where(
      and(eq(applications.candidateId, candidate.id), eq(applications.positionId, positionId)),
    );
  if (!row) throw new Error('The application was not stored');
  return { id: row.id, positionId };
}
