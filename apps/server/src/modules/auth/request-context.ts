// Brings @fastify/cookie's request.cookies / reply.setCookie types into every module.
import type {} from '@fastify/cookie';
import { isDomainName, parseAcceptLanguage, pickLocale } from '@careers/contracts';
import type { FastifyRequest } from 'fastify';
import type { AppDeps } from '../../app-deps';
import { AppError, MESSAGES } from '../../shared/app-error';
import type { Group } from '../config/config.public';
import { sessionCookieName } from './cookies';
import { resolveSession, type SessionState } from './session.service';

// Decision 001 §2: the group is named by `domain`; without one, DEFAULT_DOMAIN; unknown is 404.
// A value that is not a domain name never reaches the cache or the database.
export async function findGroup(deps: AppDeps, domain: string | undefined): Promise<Group | null> {
  const name = domain ?? deps.env.DEFAULT_DOMAIN;
  if (!isDomainName(name)) return null;
  return deps.groups.get(name);
}

export async function requireGroup(deps: AppDeps, domain: string | undefined): Promise<Group> {
  const group = await findGroup(deps, domain);
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
  return resolveSession(
    deps.db,
    deps.cache,
    readSessionCookie(deps, request),
    group.id,
    deps.clock(),
  );
}

// The language a call answers text in: the page's, which the app sends as Accept-Language,
// within the group's languages.
export function requestLocale(request: FastifyRequest, group: Group): string {
  return pickLocale({
    browserLanguages: parseAcceptLanguage(request.headers['accept-language']),
    supported: group.configs.supportedLanguages,
  });
}
