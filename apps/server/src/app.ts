import Fastify, { type FastifyInstance } from 'fastify';
import { createAppDeps } from './app-deps';
import type { FileStore } from './modules/files/files.public';
import { isHttpsPublicUrl, type Env } from './env';
import type { Database, DatabaseStats } from './db/database';
import { registerDatabaseGauges } from './db/database-metrics';
import { openDatabase } from './db/open-database';
import { frameworkErrorAnswer } from './http/error-handler';
import { httpPlugin } from './http/http.plugin';
import { requestIdMaker } from './http/request-id';
import { logDestination, RequestLog } from './http/request-log';
import { securityHeaders } from './http/security';
import { authPlugin } from './modules/auth/auth.plugin';
import type { GroupCache } from './modules/config/config.public';
import { configPlugin } from './modules/config/config.plugin';
import { mailPlugin } from './modules/mail/mail.plugin';
import type { SearchIndexes } from './modules/search/search.public';
import { shellPlugin } from './modules/shell/shell.plugin';
import type { ServerRenderer } from './modules/shell/shell.public';
import { AREA_PLUGINS } from './modules/area-plugins.generated';
import { systemClock, type Clock } from './shared/clock';

export type BuildAppOptions = {
  env: Env;
  // Given: the caller owns it (tests), with its stats for the metrics. Otherwise opened from env
  // and closed with the app.
  db?: Database;
  databaseStats?: () => DatabaseStats;
  // The page template; defaults to WEB_DIST/index.html.
  indexHtml?: string;
  // Tests give each app a file store of its own; otherwise createFileStore(env).
  files?: FileStore;
  // The React renderer of server-rendered pages; defaults to the built one (decision 014).
  renderer?: ServerRenderer | null;
  clock?: Clock;
  // Tests keep a handle on it to drop a group after changing its config.
  groups?: GroupCache;
  // Tests keep a handle on it to wait for the indexes and to apply their changes at once.
  search?: SearchIndexes;
};

const BODY_LIMIT_BYTES = 1024 * 1024;

// Builds the app from plugins: the foundation's, then every area's, found by their file names
// (modules/area-plugins.generated.ts; docs/ARCHITECTURE.md, "How to add an area").
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { env } = options;
  const app = Fastify({
    logger: { level: env.LOG_LEVEL, stream: logDestination() },
    logController: new RequestLog(),
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: env.TRUST_PROXY,
    genReqId: requestIdMaker(env.TRUST_PROXY),
    frameworkErrors: frameworkErrorAnswer(securityHeaders(isHttpsPublicUrl(env))),
  });
  const handle = options.db ? null : await openDatabase(env, { logger: app.log });
  if (handle) app.addHook('onClose', () => handle.close());
  const db = options.db ?? (handle as NonNullable<typeof handle>).db;
  const clock = options.clock ?? systemClock;
  const deps = await createAppDeps({
    env,
    db,
    clock,
    logger: app.log,
    groups: options.groups,
    search: options.search,
    files: options.files,
  });

  const databaseStats = handle?.stats ?? options.databaseStats;
  if (databaseStats) registerDatabaseGauges(deps.metrics, databaseStats);
  await app.register(httpPlugin, { env, db, metrics: deps.metrics });
  await app.register(authPlugin, deps);
  await app.register(mailPlugin, deps);
  await app.register(configPlugin, deps);
  await app.register(shellPlugin, {
    ...deps,
    indexHtml: options.indexHtml,
    renderer: options.renderer,
  });
  for (const plugin of AREA_PLUGINS) await app.register(plugin, deps);
  return app;
}
