import type { AppDeps } from '../../app-deps';
import { type ActiveSession, requireActive, type SessionState } from '../auth/auth.public';
import { updateCandidateFlags } from '../candidates/candidates.public';
import type { Group } from '../config/config.public';
import { hasAttestedTerms, insertTermsAttestation } from './terms.repository';

// Logged out there is nothing to attest; an expired session is told so (401).
export async function readTermsStatus(
  deps: AppDeps,
  group: Group,
  session: SessionState,
): Promise<boolean> {
  if (session.status === 'expired') requireActive(session);
  if (session.status !== 'active') return false;
  return hasAttestedTerms(deps.db, group.id, session.candidate.id);
}

// Every acceptance is kept (who, when, from where), not only the latest.
export async function acceptTerms(
  deps: AppDeps,
  group: Group,
  session: ActiveSession,
  ip: string,
): Promise<void> {
  await insertTermsAttestation(deps.db, {
    groupId: group.id,
    candidateId: session.candidate.id,
    attestedAt: deps.clock(),
    ip,
  });
}

export async function completeOnboarding(
  deps: AppDeps,
  group: Group,
  session: ActiveSession,
): Promise<void> {
  await updateCandidateFlags(deps.db, group.id, session.candidate.id, { isOnboarded: true });
}

// Decision 001 §6: the candidate confirms the profile set-up screen.
export async function completeProfileBootstrapping(
  deps: AppDeps,
  group: Group,
  session: ActiveSession,
): Promise<void> {
  await updateCandidateFlags(deps.db, group.id, session.candidate.id, { isBootstrapped: true });
}
