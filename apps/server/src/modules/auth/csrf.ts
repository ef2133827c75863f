import { HEADER_CSRF_TOKEN } from '@careers/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppDeps } from '../../app-deps';
import { AppError, MESSAGES } from '../../shared/app-error';
import { createRandomToken, hmac, isSameSecret } from '../../shared/tokens';
import { anonCookieName, cookieOptions, csrfCookieNameOf } from './cookies';
import { readSessionCookie } from './request-context';
import { findSession } from './session.service';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

// Decision 001 §4: logged out, the token is an HMAC of the anonymous cookie with the stored secret.
export function anonymousCsrfToken(secret: string, anonCookie: string): string {
  return hmac(secret, `anon:${anonCookie}`);
}

export function ensureAnonCookie(
  deps: AppDeps,
  request: FastifyRequest,
  reply: FastifyReply,
): string {
  const name = anonCookieName(deps.env);
  const existing = request.cookies[name];
  if (existing && existing.length >= 16 && existing.length <= 64) return existing;
  const value = createRandomToken();
  reply.setCookie(name, value, cookieOptions(deps.env));
  // Later code in this request reads the new value.
  request.cookies[name] = value;
  return value;
}

// Decision 006: the visitor's token rides in a readable cookie; refreshed whenever it is missing
// or belongs to another anonymous cookie.
export function issueAnonymousCsrfCookie(
  deps: AppDeps,
  request: FastifyRequest,
  reply: FastifyReply,
): string {
  const token = anonymousCsrfToken(deps.secret, ensureAnonCookie(deps, request, reply));
  const name = csrfCookieNameOf(deps.env);
  if (request.cookies[name] !== token) {
    reply.setCookie(name, token, cookieOptions(deps.env, { isReadableByScript: true }));
  }
  return token;
}

// Every write is checked; a cross-site write never gets as far as its token.
export async function checkCsrf(deps: AppDeps, request: FastifyRequest): Promise<void> {
  if (SAFE_METHODS.has(request.method)) return;
  if (request.headers['sec-fetch-site'] === 'cross-site') {
    throw new AppError('forbidden', MESSAGES.crossSite);
  }
  const sent = request.headers[HEADER_CSRF_TOKEN];
  if (typeof sent !== 'string' || sent.length === 0) {
    throw new AppError('csrf_invalid', MESSAGES.csrfInvalid);
  }
  const anon = request.cookies[anonCookieName(deps.env)];
  if (anon && isSameSecret(sent, anonymousCsrfToken(deps.secret, anon))) return;
  const sessionCookie = readSessionCookie(deps, request);
  if (sessionCookie) {
    // An expired session still matches its own token, so the call can answer 401 (timed out).
    const found = await findSession(deps.db, deps.cache, sessionCookie);
    if (found && isSameSecret(sent, found.session.csrfToken)) return;
  }
  throw new AppError('csrf_invalid', MESSAGES.csrfInvalid);
}
