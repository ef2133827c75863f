import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { inject } from 'vitest';
import type { DatabaseHandle } from '../db/database';
import { openPglite } from '../db/open-pglite';
import { openPostgres } from '../db/open-postgres';
import { TEST_LIMITS } from './test-constants';

async function withAdmin<T>(adminUrl: string, work: (admin: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    return await work(admin);
  } finally {
    await admin.end();
  }
}

// The `server` project runs on in-memory PGlite loaded from the run's seeded snapshot;
// `server-postgres` (DATABASE_URL set) gives each test file a database copied from the run's
// seeded template, dropped afterwards (testing/global-setup.ts).
// `url` is the PostgreSQL database's address, for server processes a test starts of its own.
export async function createTestDatabase(): Promise<DatabaseHandle & { url?: string }> {
  const adminUrl =
    process.env.CAREERS_TEST_DRIVER === 'postgres' ? process.env.DATABASE_URL : undefined;
  if (!adminUrl) {
    const snapshot = new Blob([readFileSync(inject('pgliteSnapshot'))]);
    return openPglite({ dataDir: null, loadDataDir: snapshot, ...TEST_LIMITS });
  }
  const name = `careers_test_${randomBytes(6).toString('hex')}`;
  const template = inject('postgresTemplate');
  await withAdmin(adminUrl, (admin) => admin.query(`create database ${name} template ${template}`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const handle = await openPostgres({ databaseUrl: url.toString(), poolSize: 4, ...TEST_LIMITS });
  return {
    ...handle,
    url: url.toString(),
    close: async () => {
      // Resolves once every pool connection has closed its socket (not only when pool.end()
      // does), so the forced drop below ends none of ours: a 57P01 from one failed a CI run.
      await handle.close();
      await withAdmin(adminUrl, (admin) =>
        admin.query(`drop database if exists ${name} with (force)`),
      );
    },
  };
}
