import { SESSION_ABSOLUTE_TIMEOUT_MS, SESSION_IDLE_TIMEOUT_MS } from '@careers/contracts';
import type { Database } from '../../db/database';
import { AppError, MESSAGES } from '../../shared/app-error';
import type { ReadCache } from '../../shared/read-cache';
import { sha256Hex } from '../../shared/sha256';
import type { Candidate } from '../candidates/candidates.public';
import {
  findSessionWithCandidate,
  touchSession,
  type SessionRow,
  type SessionWithCandidate,
} from './session.repository';

export type SessionState =
  | { status: 'none' }
  | { status: 'expired' }
  | { status: 'active'; session: SessionRow; candidate: Candidate };

// Saves a write per request: last_seen_at moves at most once a minute.
const TOUCH_INTERVAL_MS = 60_000;

function isSessionExpired(session: SessionRow, now: Date): boolean {
  return (
    now.getTime() - session.lastSeenAt.getTime() > SESSION_IDLE_TIMEOUT_MS ||
    now.getTime() - session.createdAt.getTime() > SESSION_ABSOLUTE_TIMEOUT_MS
  );
}

const sessionKey = (id: string) => `session:${id}`;

// Decision 020: the session and its candidate come from the candidate cache when it has them
// (forgotten at logout, on any change to the candidate, and after its time limit). A missing
// session is not cached: the next request asks the database again.
export async function findSession(
  db: Database,
  cache: ReadCache,
  cookieValue: string,
): Promise<SessionWithCandidate | null> {
  const id = sha256Hex(cookieValue);
  const cached = cache.get(sessionKey(id)) as SessionWithCandidate | undefined;
  if (cached) return cached;
  const found = await findSessionWithCandidate(db, id);
  if (found) cache.set(found.candidate.id, sessionKey(id), found);
  return found;
}

export function forgetSession(cache: ReadCache, cookieValue: string): void {
  cache.forgetKey(sessionKey(sha256Hex(cookieValue)));
}

// A session belongs to one group; used with another domain it is no session at all.
export async function resolveSession(
  db: Database,
  cache: ReadCache,
  cookieValue: string | undefined,
  groupId: string,
  now: Date,
): Promise<SessionState> {
  if (!cookieValue) return { status: 'none' };
  const found = await findSession(db, cache, cookieValue);
  if (!found || found.session.groupId !== groupId) return { status: 'none' };
  if (isSessionExpired(found.session, now)) return { status: 'expired' };
  if (now.getTime() - found.session.lastSeenAt.getTime() > TOUCH_INTERVAL_MS) {
    await touchSession(db, found.session.id, now);
    const touched = { ...found, session: { ...found.session, lastSeenAt: now } };
    cache.set(found.candidate.id, sessionKey(found.session.id), touched);
    return { status: 'active', ...touched };
  }
  return { status: 'active', ...found };
}

export function requireActive(
  state: SessionState,
): asserts state is Extract<SessionState, { status: 'active' }> {
  if (state.status !== 'active') throw new AppError('login_required', MESSAGES.sessionTimedOut);
}
