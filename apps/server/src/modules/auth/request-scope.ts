import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { AppDeps } from '../../app-deps';
import type { Database } from '../../db/database';
import type { ReadCache } from '../../shared/read-cache';
import type { Candidate } from '../candidates/candidates.public';
import type { Group } from '../config/config.public';
import { requestLocale, requireGroup, sessionFor } from './request-context';
import { requireActive } from './session.service';

// What a service knows of the request it answers: the one shape every route builds with
// requestScope() and every service takes first, `(scope, input)` (docs/ARCHITECTURE.md).
// A module whose service needs more (a file store, the sealer) adds it with `&`.
export type RequestScope = {
  db: Database;
  cache: ReadCache;
  // One instant for the whole request, so every rule in it reads the same time.
  now: Date;
  log: FastifyBaseLogger;
  // The group named by the call's `domain` (or DEFAULT_DOMAIN).
  group: Group;
  // The language the call answers text in: the page's, within the group's languages.
  locale: string;
  // The logged-in candidate of this group, or null for a visitor (or a call that never asks).
  candidate: Candidate | null;
};

export type CandidateScope = RequestScope & { candidate: Candidate };

// Who the call is for. 'candidate': the logged-in candidate, else 401 (X-Login-Required);
// 'visitor': a candidate if logged in, else null; 'group' (the default): the session is not read
// at all, which a public call saves.
type Audience = 'candidate' | 'visitor' | 'group';

export async function requestScope(
  deps: AppDeps,
  request: FastifyRequest,
  domain: string | undefined,
  audience: 'candidate',
): Promise<CandidateScope>;
export async function requestScope(
  deps: AppDeps,
  request: FastifyRequest,
  domain: string | undefined,
  audience?: Exclude<Audience, 'candidate'>,
): Promise<RequestScope>;
export async function requestScope(
  deps: AppDeps,
  request: FastifyRequest,
  domain: string | undefined,
  audience: Audience = 'group',
): Promise<RequestScope | CandidateScope> {
  const group = await requireGroup(deps, domain);
  const base: RequestScope = {
    db: deps.db,
    cache: deps.cache,
    now: deps.clock(),
    log: request.log,
    group,
    locale: requestLocale(request, group),
    candidate: null,
  };
  if (audience === 'group') return base;
  const session = await sessionFor(deps, request, group);
  if (audience === 'visitor') {
    return session.status === 'active' ? { ...base, candidate: session.candidate } : base;
  }
  requireActive(session);
  return { ...base, candidate: session.candidate };
}
