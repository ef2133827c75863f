import type { FastifyRequest } from 'fastify';
import { isHttpsPublicUrl, type Env } from '../config/env';
import type { Group } from '../modules/config/group-cache';
import { requireActive, resolveSession, type SessionState } from '../modules/auth/session.service';
import { AppError, MESSAGES } from '../shared/app-error';
import type { AppDeps } from './app-deps';

export const ANON_COOKIE = 'careers_anon';

// Decision 001 §5: `__Host-` + Secure behind https.
export function sessionCookieName(env: Pick<Env, 'PUBLIC_URL'>): string {
  return isHttpsPublicUrl(env) ? '__Host-careers_session' : 'careers_session';
}

// Decision 001 §2: the group is named by `domain`; without one, DEFAULT_DOMAIN; unknown is 404.
export async function requireGroup(deps: AppDeps, domain: string | undefined): Promise<Group> {
  const group = await deps.groups.get(domain ?? deps.env.DEFAULT_DOMAIN);
  if (!group) throw new AppError('not_found', MESSAGES.unknownDomain);
  return group;
}

export function readSessionCookie(deps: AppDeps, request: FastifyRequest): string | undefined {
  return request.cookies[sessionCookieName(deps.env)];
}

export function sessionFor(
  deps: AppDeps,
  request: FastifyRequest,
  group: Group,
): Promise<SessionState> {
  return resolveSession(deps.db, readSessionCookie(deps, request), group.id, deps.clock());
}

export type ActiveSession = Extract<SessionState, { status: 'active' }>;

// Every call that needs login: the group named by `domain` and its logged-in candidate, or
// 404 (unknown group) / 401 + X-Login-Required (no live session in this group).
export async function requireCandidate(
  deps: AppDeps,
  request: FastifyRequest,
  domain: string | undefined,
): Promise<{ group: Group; session: ActiveSession }> {
  const group = await requireGroup(deps, domain);
  const session = await sessionFor(deps, request, group);
  requireActive(session);
  return { group, session };
}
