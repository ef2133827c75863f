import {
  DomainQuerySchema,
  HEADER_CSRF_TOKEN,
  MY_DATA_PATH,
  deleteAccountCall,
  settingsCall,
  updateSettingsCall,
} from '@careers/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps';
import { sendFile } from '../../http/attachment';
import { parseCallInput, registerCall } from '../../http/call-route';
import {
  requireCandidate,
  cookieOptions,
  sessionCookieName,
  anonymousCsrfToken,
  ensureAnonCookie,
} from '../auth/auth.public';
import { eraseAccount, exportMyData } from '../privacy/privacy.public';
import { showSettings, updateSettings } from './settings.service';

export function registerSettingsRoutes(app: FastifyInstance, deps: AppDeps): void {
  registerCall(app, settingsCall, async ({ query }, request) => {
    const { group, session } = await requireCandidate(deps, request, query.domain);
    return showSettings(deps.db, group, session.candidate.id);
  });

  registerCall(app, updateSettingsCall, async ({ body }, request) => {
    const { group, session } = await requireCandidate(deps, request, body.domain);
    return updateSettings(deps.db, group, session.candidate, body);
  });

  app.get(MY_DATA_PATH, async (request, reply) => {
    const query = parseCallInput(DomainQuerySchema, { ...(request.query as object) });
    const { group, session } = await requireCandidate(deps, request, query.domain);
    const file = await exportMyData(deps, group, session.candidate, deps.clock());
    return sendFile(
      reply,
      { contentType: 'application/json; charset=utf-8', fileName: file.fileName },
      file.json,
    );
  });

  registerCall(app, deleteAccountCall, async ({ body }, request, reply) => {
    const { group, session } = await requireCandidate(deps, request, body.domain);
    await eraseAccount(deps, group, session.candidate, body.confirmation);
    reply.clearCookie(sessionCookieName(deps.env), cookieOptions(deps.env));
    const anon = ensureAnonCookie(deps, request, reply);
    reply.header(HEADER_CSRF_TOKEN, anonymousCsrfToken(deps.secret, anon));
    return { deleted: true } as const;
  });
}
