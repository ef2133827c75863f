import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { DatabaseHandle } from '../db/database';
import { openPglite } from '../db/open-pglite';
import { openPostgres } from '../db/open-postgres';

const LIMITS = { statementTimeoutMs: 5000, queueLimit: 200 };

// The `server` project runs on in-memory PGlite; `server-postgres` (DATABASE_URL set) gives each
// test file a fresh database created from DATABASE_URL and dropped afterwards.
export async function createTestDatabase(): Promise<DatabaseHandle> {
  const adminUrl =
    process.env.CAREERS_TEST_DRIVER === 'postgres' ? process.env.DATABASE_URL : undefined;
  if (!adminUrl) return openPglite({ dataDir: null, ...LIMITS });
  const name = `careers_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const handle = await openPostgres({ databaseUrl: url.toString(), poolSize: 4, ...LIMITS });
  return {
    ...handle,
    close: async () => {
      // Resolves once every pool connection has closed its socket (not only when pool.end()
      // does), so the forced drop below ends none of ours: a 57P01 from one failed a CI run.
      await handle.close();
      const dropper = new pg.Client({ connectionString: adminUrl });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}
