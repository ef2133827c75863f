import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openPglite } from '../db/open-pglite';
import { openPostgres } from '../db/open-postgres';
import { seedDemo } from '../modules/demo/demo.seed';
import { SEEDED_AT, TEST_LIMITS } from './test-constants';

declare module 'vitest' {
  // Declaration merging needs an interface here.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  export interface ProvidedContext {
    pgliteSnapshot: string;
    postgresTemplate: string;
  }
}

// Migrating and seeding took ~4.4 s per test file. It is done once per run: PGlite
// files load a dump of the seeded database, PostgreSQL files are created from a template.
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  if (project.name === 'server-postgres') return setupPostgresTemplate(project);
  const folder = mkdtempSync(join(tmpdir(), 'careers-test-snapshot-'));
  const handle = await openPglite({ dataDir: null, ...TEST_LIMITS });
  await seedDemo(handle.db, SEEDED_AT);
  const file = join(folder, 'seeded.tar');
  writeFileSync(file, Buffer.from(await (await handle.dump()).arrayBuffer()));
  await handle.close();
  project.provide('pgliteSnapshot', file);
  return () => {
    rmSync(folder, { recursive: true, force: true });
    return Promise.resolve();
  };
}

async function setupPostgresTemplate(project: TestProject): Promise<() => Promise<void>> {
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) throw new Error('server-postgres needs DATABASE_URL');
  const name = `careers_template_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const handle = await openPostgres({ databaseUrl: url.toString(), poolSize: 2, ...TEST_LIMITS });
  await seedDemo(handle.db, SEEDED_AT);
  // A template may have no open connection while a copy is made from it.
  await handle.close();
  project.provide('postgresTemplate', name);
  return async () => {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  };
}
