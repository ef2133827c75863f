import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { withAfterCommit } from './after-commit';
import type { DatabaseHandle, DatabaseLogger } from './database';
import { MIGRATIONS_FOLDER } from './migrations-folder';
import { createQueryGate } from './query-gate';
import { releaseOnFailedBegin } from './release-on-failed-begin';
import * as schema from './schema';
import { watchPool } from './watch-pool';

export type PostgresOptions = {
  databaseUrl: string;
  statementTimeoutMs: number;
  queueLimit: number;
  poolSize?: number;
  logger?: DatabaseLogger;
};

// Any number from "careers" so concurrent starts migrate one after the other.
const MIGRATION_LOCK_ID = 0x6361_7265;
// While PostgreSQL is unreachable, a call fails within this time (503) instead of
// waiting for a connection that may never come.
const CONNECT_TIMEOUT_MS = 5000;

const stderrLogger: DatabaseLogger = {
  warn: (details, message) => {
    console.warn(message, details);
  },
};

export async function openPostgres(options: PostgresOptions): Promise<DatabaseHandle> {
  const pool = new pg.Pool({
    connectionString: options.databaseUrl,
    max: options.poolSize ?? 10,
    statement_timeout: options.statementTimeoutMs,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    // Notices a peer that vanished without closing (a failover) on idle connections.
    keepAlive: true,
  });
  const watch = watchPool(pool, options.logger ?? stderrLogger);
  const gate = createQueryGate(options.queueLimit);
  const query = pool.query.bind(pool) as (...args: unknown[]) => Promise<unknown>;
  const connect = pool.connect.bind(pool);
  // pg overloads these heavily (callback forms); drizzle only uses the promise forms.
  pool.query = ((...args: unknown[]) => gate.run(() => query(...args))) as typeof pool.query;
  // Pool.query itself calls connect(callback): that path is already gated by query.
  pool.connect = ((callback?: Parameters<typeof connect>[0]) => {
    if (callback) {
      connect(callback);
      return undefined;
    }
    // The promise form is drizzle's transaction(); see releaseOnFailedBegin.
    return gate.run(async () => releaseOnFailedBegin(await connect()));
  }) as typeof pool.connect;

  const db = withAfterCommit(drizzle({ client: pool, schema }));
  const lockClient = await pool.connect();
  try {
    await lockClient.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
    await migrate(db, { migrationsFolder: MIGRATIONS_FOLDER });
  } finally {
    await lockClient.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => null);
    lockClient.release();
  }
  return {
    db,
    driver: 'postgres',
    stats: () => ({
      queued: gate.pending,
      pool: { total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount },
    }),
    close: async () => {
      await pool.end();
      await watch.allClosed();
    },
  };
}
