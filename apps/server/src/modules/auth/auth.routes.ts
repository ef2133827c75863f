import {
  emailCodeCall,
  HEADER_CSRF_TOKEN,
  logoutCall,
  SESSION_ABSOLUTE_TIMEOUT_MS,
  verifyCall,
} from '@careers/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppDeps } from '../../app-deps';
import { registerCall } from '../../http/call-route';
import { endSession, sendLoginCode, verifyLoginCode } from './auth.service';
import { cookieOptions, sessionCookieName } from './cookies';
import { anonymousCsrfToken, ensureAnonCookie } from './csrf';
import { readSessionCookie } from './request-context';
import { requestScope } from './request-scope';

// Decision 001 §5: the three login calls.
export function registerAuthRoutes(app: FastifyInstance, deps: AppDeps): void {
  const loginScope = async (request: FastifyRequest, domain: string | undefined) => ({
    ...(await requestScope(deps, request, domain)),
    secret: deps.secret,
    outbox: deps.outbox,
  });

  registerCall(app, emailCodeCall, async ({ body }, request) => {
    await sendLoginCode(await loginScope(request, body.domain), {
      email: body.email,
      ip: request.ip,
    });
    return { sent: true } as const;
  });

  registerCall(app, verifyCall, async ({ body }, request, reply) => {
    const opened = await verifyLoginCode(await loginScope(request, body.domain), {
      email: body.email,
      code: body.code,
      ip: request.ip,
      previousCookie: readSessionCookie(deps, request),
    });
    reply.setCookie(
      sessionCookieName(deps.env),
      opened.cookieValue,
      cookieOptions(deps.env, { maxAgeSeconds: SESSION_ABSOLUTE_TIMEOUT_MS / 1000 }),
    );
    reply.header(HEADER_CSRF_TOKEN, opened.csrfToken);
    return { user: opened.user };
  });

  registerCall(app, logoutCall, async ({ body }, request, reply) => {
    await endSession(
      await requestScope(deps, request, body.domain),
      readSessionCookie(deps, request),
    );
    reply.clearCookie(sessionCookieName(deps.env), cookieOptions(deps.env));
    // Logged out, the page continues with the anonymous token.
    const anon = ensureAnonCookie(deps, request, reply);
    reply.header(HEADER_CSRF_TOKEN, anonymousCsrfToken(deps.secret, anon));
    return { loggedOut: true } as const;
  });
}
