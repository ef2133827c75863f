import type { FastifyBaseLogger } from 'fastify';
import type { Env } from './env';
import type { Database } from './db/database';
import { loadOrCreateSecret } from './modules/auth/auth.public';
import { createGroupCache, type GroupCache } from './modules/config/config.public';
import { createFileStore, type FileStore } from './modules/files/files.public';
import { createOutboxWorker, type OutboxWorker } from './modules/mail/mail.public';
import { createSearchIndexes, type SearchIndexes } from './modules/search/search.public';
import { createMetrics, type Metrics } from './shared/metrics';
import { createReadCache, type ReadCache } from './shared/read-cache';
import type { Clock } from './shared/clock';

// What every module plugin receives from buildApp (plugin options, not Fastify decorators), so a
// service takes plain values and never Fastify itself.
export type AppDeps = {
  env: Env;
  db: Database;
  groups: GroupCache;
  clock: Clock;
  // Signs the anonymous CSRF tokens; stored, so every process signs the same ones.
  secret: string;
  logger: FastifyBaseLogger;
  // The mail module starts and stops it; services call `notify` after queueing a mail.
  outbox: OutboxWorker;
  // The in-memory search indexes of this process; the search module starts them.
  search: SearchIndexes;
  // Uploaded files, in DATA_DIR/files or an S3 bucket (decision 017).
  files: FileStore;
  // Decision 020: sessions and hot per-candidate answers, kept briefly in this process.
  cache: ReadCache;
  // What GET /metrics reports (docs/deploy.md, "Metrics").
  metrics: Metrics;
};

// Decision 020: with PGlite this process is the only writer (the data folder is locked), so
// forgetting on change is exact and the limit a safety net; PostgreSQL may be written by others.
const CACHE_TTL_MS = { pglite: 10_000, postgres: 2_000 };

export async function createAppDeps(input: {
  env: Env;
  db: Database;
  clock: Clock;
  logger: FastifyBaseLogger;
  groups?: GroupCache;
  search?: SearchIndexes;
  files?: FileStore;
}): Promise<AppDeps> {
  const { env, db, clock, logger } = input;
  const metrics = createMetrics();
  return {
    metrics,
    env,
    db,
    clock,
    logger,
    groups: input.groups ?? createGroupCache(db, () => clock().getTime()),
    secret: await loadOrCreateSecret(db, 'csrf-hmac'),
    search: input.search ?? createSearchIndexes({ db, env, clock, logger }),
    files: input.files ?? createFileStore(env),
    cache: createReadCache({
      ttlMs:
        env.READ_CACHE_TTL_MS ?? (env.DATABASE_URL ? CACHE_TTL_MS.postgres : CACHE_TTL_MS.pglite),
    }),
    outbox: createOutboxWorker({
      db,
      clock,
      logger,
      metrics,
      smtpUrl: env.SMTP_URL,
      mailFrom: env.MAIL_FROM,
    }),
  };
}
