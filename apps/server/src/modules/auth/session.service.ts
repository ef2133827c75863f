import { SESSION_ABSOLUTE_TIMEOUT_MS, SESSION_IDLE_TIMEOUT_MS } from '@careers/contracts';
import type { Database } from '../../db/database';
import { AppError, MESSAGES } from '../../shared/app-error';
import { sha256 } from '../../shared/tokens';
import type { Candidate } from '../candidates/candidates.repository';
import { findSessionWithCandidate, touchSession, type SessionRow } from './session.repository';

export type SessionState =
  | { status: 'none' }
  | { status: 'expired' }
  | { status: 'active'; session: SessionRow; candidate: Candidate };

// Saves a write per request: last_seen_at moves at most once a minute.
const TOUCH_INTERVAL_MS = 60_000;

export function isSessionExpired(session: SessionRow, now: Date): boolean {
  return (
    now.getTime() - session.lastSeenAt.getTime() > SESSION_IDLE_TIMEOUT_MS ||
    now.getTime() - session.createdAt.getTime() > SESSION_ABSOLUTE_TIMEOUT_MS
  );
}

// DESIGN §5: a session belongs to one group; used with another domain it is no session at all.
export async function resolveSession(
  db: Database,
  cookieValue: string | undefined,
  groupId: string,
  now: Date,
): Promise<SessionState> {
  if (!cookieValue) return { status: 'none' };
  const found = await findSessionWithCandidate(db, sha256(cookieValue));
  if (!found || found.session.groupId !== groupId) return { status: 'none' };
  if (isSessionExpired(found.session, now)) return { status: 'expired' };
  if (now.getTime() - found.session.lastSeenAt.getTime() > TOUCH_INTERVAL_MS) {
    await touchSession(db, found.session.id, now);
  }
  return { status: 'active', ...found };
}

export function requireActive(
  state: SessionState,
): asserts state is Extract<SessionState, { status: 'active' }> {
  if (state.status !== 'active') throw new AppError('login_required', MESSAGES.sessionTimedOut);
}
