import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { parseEnv } from '../env';
import { seedDemo } from '../modules/demo/demo.seed';
import { pollUntil } from '../testing/server-process';
import { TEST_TEMPLATE } from '../testing/test-app';
import {
  findPostgresBinDir,
  startThrowawayPostgres,
  type ThrowawayPostgres,
} from '../testing/throwaway-postgres';
import type { DatabaseHandle } from './database';
import { isDatabaseUnavailable } from './database-errors';
import { openDatabase } from './open-database';

const TERMS_URL = '/api/pcsx/terms_of_service?domain=northwind.example';
// Longer than the group cache's TTL, so the next call reads the database again.
const CACHE_TTL_PASSED_MS = 5000;

const hasPostgres = findPostgresBinDir() !== null;
// Runs once, in the PGlite project: it starts its own cluster whatever DATABASE_URL says.
const isPostgresProject = process.env.CAREERS_TEST_DRIVER === 'postgres';

function signal(): { wait: Promise<void>; fire: () => void } {
  let fire: () => void = () => undefined;
  const wait = new Promise<void>((resolve) => {
    fire = resolve;
  });
  return { wait, fire };
}

// PostgreSQL stops and starts again under a running app.
describe.skipIf(isPostgresProject || (!hasPostgres && !process.env.CI))('PostgreSQL outage', () => {
  let cluster: ThrowawayPostgres | undefined;
  let handle: DatabaseHandle | undefined;
  let app: FastifyInstance | undefined;
  let now = Date.now();
  const warnings: string[] = [];
  // Holds a transaction open across the stop; always let go, or closing the pool would wait.
  const resume = signal();

  beforeAll(async () => {
    // CI installs PostgreSQL; there a missing binary is a failure, not a skip.
    if (!hasPostgres) throw new Error('CI needs the PostgreSQL server binaries (initdb, pg_ctl)');
    cluster = await startThrowawayPostgres();
    const env = parseEnv({
      DATABASE_URL: cluster.url,
      LOG_LEVEL: 'silent',
      DEMO: '1',
      WEB_DIST: '/nonexistent-web-dist',
    });
    handle = await openDatabase(env, {
      logger: { warn: (_details, message) => warnings.push(message) },
    });
    await seedDemo(handle.db);
    app = await buildApp({
      env,
      db: handle.db,
      indexHtml: TEST_TEMPLATE,
      clock: () => new Date(now),
    });
  });

  afterAll(async () => {
    resume.fire();
    try {
      await app?.close();
      await handle?.close();
    } finally {
      await cluster?.destroy();
    }
  });

  // A lost connection that became an uncaught exception fails the run: vitest reports it as long
  // as no test adds its own process 'uncaughtException' listener, which would silence vitest.
  it('answers 503 + Retry-After while PostgreSQL is down and recovers on its own', async () => {
    if (!app || !handle || !cluster) throw new Error('not set up');
    const server = app;
    const { db } = handle;
    const call = (url: string) => server.inject({ method: 'GET', url });
    expect((await call(TERMS_URL)).statusCode).toBe(200);
    expect((await call('/readyz')).statusCode).toBe(200);
    // Idle connections in the pool, and one checked out inside a transaction.
    await Promise.all([1, 2, 3].map(() => db.execute(sql`select pg_sleep(0.01)`)));
    const inside = signal();
    const held = db.transaction(async (tx) => {
      await tx.execute(sql`select 1`);
      inside.fire();
      await resume.wait;
      await tx.execute(sql`select 1`);
    });
    await inside.wait;

    await cluster.stop();
    const expected = ['PostgreSQL closed an idle connection', 'PostgreSQL connection lost in use'];
    await pollUntil(
      () => Promise.resolve(expected.every((message) => warnings.includes(message))),
      5000,
    );
    resume.fire();
    await expect(held).rejects.toSatisfy(isDatabaseUnavailable);

    now += CACHE_TTL_PASSED_MS;
    for (const url of [TERMS_URL, '/readyz']) {
      const response = await call(url);
      expect(response.statusCode).toBe(503);
      expect(response.headers['retry-after']).toBe('5');
      expect(response.json()).toEqual({
        message: 'The site is busy. Please try again in a moment.',
        request_id: response.headers['x-request-id'],
      });
    }
    // Alive all along: an outage takes processes out of rotation, it does not restart them.
    expect((await call('/healthz')).statusCode).toBe(200);

    await cluster.start();
    // The same app and pool: new connections replace the lost ones.
    await pollUntil(async () => (await call(TERMS_URL)).statusCode === 200, 10_000);
    expect((await call('/readyz')).json()).toEqual({ status: 'ready' });
    // No connection lost in the outage is still checked out (a leaked one would hold close()).
    // The Database type hides the driver; on PostgreSQL drizzle keeps the pool as $client.
    const pool = (db as unknown as { $client: pg.Pool }).$client;
    await pollUntil(() => Promise.resolve(pool.totalCount === pool.idleCount), 5000);
  }, 30_000);
});
