import { resolve } from 'node:path';
import type { Env } from '../env';
import type { DatabaseHandle, DatabaseLogger } from './database';
import { openPglite } from './open-pglite';
import { openPostgres } from './open-postgres';

type DatabaseEnv = Pick<
  Env,
  'DATABASE_URL' | 'DATA_DIR' | 'DB_STATEMENT_TIMEOUT_MS' | 'DB_QUEUE_LIMIT'
>;

// Decision 028: PostgreSQL when DATABASE_URL is set, otherwise the embedded PGlite in DATA_DIR.
export function openDatabase(
  env: DatabaseEnv,
  options: { logger?: DatabaseLogger } = {},
): Promise<DatabaseHandle> {
  const limits = {
    statementTimeoutMs: env.DB_STATEMENT_TIMEOUT_MS,
    queueLimit: env.DB_QUEUE_LIMIT,
  };
  if (env.DATABASE_URL)
    return openPostgres({ databaseUrl: env.DATABASE_URL, ...limits, ...options });
  return openPglite({ dataDir: resolve(env.DATA_DIR), ...limits });
}
