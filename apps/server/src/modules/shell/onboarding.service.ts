import {
  requireActive,
  type CandidateScope,
  type RequestScope,
  type SessionState,
} from '../auth/auth.public';
import { updateCandidateFlags } from '../candidates/candidates.public';
import { hasAttestedTerms, insertTermsAttestation } from './terms.repository';

// Logged out there is nothing to attest; an expired session is told so (401), which is why this
// call takes the session's state rather than a scope's candidate.
export async function readTermsStatus(
  scope: RequestScope,
  session: SessionState,
): Promise<boolean> {
  if (session.status === 'expired') requireActive(session);
  if (session.status !== 'active') return false;
  return hasAttestedTerms(scope.db, scope.group.id, session.candidate.id);
}

// Every acceptance is kept (who, when, from where), not only the latest.
export async function acceptTerms(scope: CandidateScope, ip: string): Promise<void> {
  await insertTermsAttestation(scope.db, {
    groupId: scope.group.id,
    candidateId: scope.candidate.id,
    attestedAt: scope.now,
    ip,
  });
}

export async function completeOnboarding(scope: CandidateScope): Promise<void> {
  await updateCandidateFlags(scope.db, scope.group.id, scope.candidate.id, { isOnboarded: true });
}

// Decision 001 §6: the candidate confirms the profile set-up screen.
export async function completeProfileBootstrapping(scope: CandidateScope): Promise<void> {
  await updateCandidateFlags(scope.db, scope.group.id, scope.candidate.id, {
    isBootstrapped: true,
  });
}
