import {
  EmailCodeRequestSchema,
  EmailCodeResponseSchema,
  HEADER_CSRF_TOKEN,
  LogoutRequestSchema,
  LogoutResponseSchema,
  SESSION_ABSOLUTE_TIMEOUT_MS,
  VerifyRequestSchema,
  VerifyResponseSchema,
} from '@careers/contracts';
import type { FastifyInstance } from 'fastify';
import { isHttpsPublicUrl } from '../../config/env';
import type { AppDeps } from '../../http/app-deps';
import { parseContract, sendData } from '../../http/contract';
import { readSessionCookie, requireGroup, sessionCookieName } from '../../http/request-context';
import { endSession, sendLoginCode, verifyLoginCode } from './auth.service';
import { anonymousCsrfToken, ensureAnonCookie } from './csrf';

export function registerAuthRoutes(app: FastifyInstance, deps: AppDeps): void {
  app.post('/api/auth/email_code', async (request, reply) => {
    const input = parseContract(EmailCodeRequestSchema, request.body);
    const group = await requireGroup(deps, input.domain);
    await sendLoginCode(deps, group, { email: input.email, ip: request.ip });
    return sendData(reply, EmailCodeResponseSchema, { data: { sent: true } });
  });

  app.post('/api/auth/verify', async (request, reply) => {
    const input = parseContract(VerifyRequestSchema, request.body);
    const group = await requireGroup(deps, input.domain);
    const opened = await verifyLoginCode(deps, group, {
      email: input.email,
      code: input.code,
      ip: request.ip,
      previousCookie: readSessionCookie(deps, request),
    });
    reply.setCookie(sessionCookieName(deps.env), opened.cookieValue, {
      httpOnly: true,
      sameSite: 'lax',
      path: '/',
      secure: isHttpsPublicUrl(deps.env),
      maxAge: SESSION_ABSOLUTE_TIMEOUT_MS / 1000,
    });
    reply.header(HEADER_CSRF_TOKEN, opened.csrfToken);
    return sendData(reply, VerifyResponseSchema, { data: { user: opened.user } });
  });

  app.post('/api/auth/logout', async (request, reply) => {
    const input = parseContract(LogoutRequestSchema, request.body);
    await requireGroup(deps, input.domain);
    await endSession(deps, readSessionCookie(deps, request));
    reply.clearCookie(sessionCookieName(deps.env), { path: '/' });
    // Logged out, the page continues with the anonymous token.
    const anon = ensureAnonCookie(deps, request, reply);
    reply.header(HEADER_CSRF_TOKEN, anonymousCsrfToken(deps.secret, anon));
    return sendData(reply, LogoutResponseSchema, { data: { loggedOut: true } });
  });
}
