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
  requestScope,
  cookieOptions,
  sessionCookieName,
  anonymousCsrfToken,
  ensureAnonCookie,
} from '../auth/auth.public';
import { eraseAccount, exportMyData } from '../privacy/privacy.public';
import { showSettings, updateSettings } from './settings.service';

export function registerSettingsRoutes(app: FastifyInstance, deps: AppDeps): void {
  registerCall(app, settingsCall, async ({ query }, request) =>
    showSettings(await requestScope(deps, request, query.domain, 'candidate')),
  );

  registerCall(app, updateSettingsCall, async ({ body }, request) =>
    updateSettings(await requestScope(deps, request, body.domain, 'candidate'), body),
  );

  app.get(MY_DATA_PATH, async (request, reply) => {
    const query = parseCallInput(DomainQuerySchema, { ...(request.query as object) });
    const scope = await requestScope(deps, request, query.domain, 'candidate');
    const file = await exportMyData({ ...scope, files: deps.files });
    return sendFile(
      reply,
      { contentType: 'application/json; charset=utf-8', fileName: file.fileName },
      file.json,
    );
  });

  registerCall(app, deleteAccountCall, async ({ body }, request, reply) => {
    const scope = await requestScope(deps, request, body.domain, 'candidate');
    await eraseAccount({ ...scope, files: deps.files }, body.confirmation);
    reply.clearCookie(sessionCookieName(deps.env), cookieOptions(deps.env));
    const anon = ensureAnonCookie(deps, request, reply);
    reply.header(HEADER_CSRF_TOKEN, anonymousCsrfToken(deps.secret, anon));
    return { deleted: true } as const;
  });
}
