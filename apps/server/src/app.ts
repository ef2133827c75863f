import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { isHttpsPublicUrl, type Env } from './config/env';
import type { Database } from './db/database';
import { openDatabase } from './db/open-database';
import type { AppDeps } from './http/app-deps';
import { registerErrorHandler } from './http/error-handler';
import { registerSecurityHeaders } from './http/security';
import { registerStaticFiles } from './http/static-files';
import { registerVslogRoutes } from './modules/analytics/vslog.routes';
import { loadOrCreateSecret } from './modules/auth/app-secret.repository';
import { registerAuthRoutes } from './modules/auth/auth.routes';
import { startHousekeeping } from './modules/auth/housekeeping';
import { checkCsrf } from './modules/auth/csrf';
import { createGroupCache } from './modules/config/group-cache';
import { registerMailboxRoutes } from './modules/mail/mailbox.routes';
import { startOutboxWorker } from './modules/mail/outbox.worker';
import { compileTemplate, FALLBACK_TEMPLATE } from './modules/shell/page-html';
import { createPageCache } from './modules/shell/page-cache';
import { sendPage } from './modules/shell/page.service';
import { registerShellRoutes } from './modules/shell/shell.routes';
import { systemClock, type Clock } from './shared/clock';

export type BuildAppOptions = {
  env: Env;
  // Given: the caller owns it (tests). Otherwise opened from env and closed with the app.
  db?: Database;
  // The page template; defaults to WEB_DIST/index.html.
  indexHtml?: string;
  clock?: Clock;
};

const BODY_LIMIT_BYTES = 1024 * 1024;

function readTemplate(options: BuildAppOptions, app: FastifyInstance): string {
  if (options.indexHtml !== undefined) return options.indexHtml;
  try {
    return readFileSync(join(resolve(options.env.WEB_DIST), 'index.html'), 'utf8');
  } catch {
    app.log.warn(`${options.env.WEB_DIST}/index.html is missing: pages use a bare template`);
    return FALLBACK_TEMPLATE;
  }
}

export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { env } = options;
  const app = Fastify({
    logger: { level: env.LOG_LEVEL },
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: env.TRUST_PROXY,
  });
  const handle = options.db ? null : await openDatabase(env, { logger: app.log });
  const db = options.db ?? (handle as NonNullable<typeof handle>).db;
  const clock = options.clock ?? systemClock;
  const outbox = startOutboxWorker({
    db,
    clock,
    logger: app.log,
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    isPolling: true,
  });
  const housekeeping = startHousekeeping({ db, clock, logger: app.log });
  app.addHook('onClose', async () => {
    housekeeping.stop();
    await outbox.stop();
    await handle?.close();
  });

  const deps: AppDeps = {
    env,
    db,
    groups: createGroupCache(db, () => clock().getTime()),
    clock,
    secret: await loadOrCreateSecret(db, 'csrf-hmac'),
    logger: app.log,
    notifyOutbox: outbox.notify,
  };
  const template = compileTemplate(readTemplate(options, app));
  const pages = createPageCache();

  registerErrorHandler(app);
  registerSecurityHeaders(app, isHttpsPublicUrl(env));
  await app.register(compress);
  await app.register(cookie);
  await registerStaticFiles(app, env.WEB_DIST);
  app.addHook('onRequest', async (request) => checkCsrf(deps, request));

  app.get('/healthz', async () => {
    await db.execute(sql`select 1`);
    return { status: 'ok' };
  });
  app.get('/', async (request, reply) => {
    const search = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
    return reply.redirect(`/careers${search}`);
  });
  registerAuthRoutes(app, deps);
  registerShellRoutes(app, deps);
  registerVslogRoutes(app, deps);
  if (env.DEMO) registerMailboxRoutes(app, deps);

  // Page paths are real routes (not only the not-found handler) so route hooks such as
  // compression apply to them; sendPage matches the route table itself.
  for (const path of ['/careers', '/careers/*', '/candidate/login', '/logout']) {
    app.get(path, async (request, reply) => sendPage(deps, template, pages, request, reply));
  }
  app.setNotFoundHandler(async (request, reply) => {
    const isPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !request.url.startsWith('/api/') &&
      !request.url.startsWith('/vslog');
    if (isPage) return sendPage(deps, template, pages, request, reply);
    return reply.status(404).send({ message: 'Not found.' });
  });
  return app;
}
