import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applicationUpdates, mailOutbox, notifications } from '../../db/schema';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { runApplicationFollowUp } from './application-follow-up.job';

// The follow-up job's budget (docs/product/application-follow-up.md): a run over 100,000
// applications due at once — half past the closing limit, half only overdue — within 30 s on
// PGlite. Long to set up, so it runs when asked: CAREERS_LOAD_TESTS=1.
const DOMAIN = 'northwind.example';
const APPLICATIONS = 100_000;
const CANDIDATES = 1000;

describe.skipIf(!process.env.CAREERS_LOAD_TESTS)('application follow-up at scale', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
    const group = await t.groups.get(DOMAIN);
    const now = t.clock.now().toISOString();
    await t.db.execute(sql`
      insert into candidates (group_id, email, enc_id)
      select ${group?.id}::uuid, 'load-' || n || '@example.com', 'load-enc-' || n
      from generate_series(1, ${CANDIDATES}) as n`);
    // Each candidate applies to as many open positions as it takes.
    await t.db.execute(sql`
      with people as (
        select id, row_number() over (order by id) as n from candidates where email like 'load-%'
      ), jobs as (
        select id, row_number() over (order by id) as n from positions where group_id = ${group?.id}::uuid
      ), version as (
        select id from form_versions where group_id = ${group?.id}::uuid order by id limit 1
      ), pairs as (
        select people.id as candidate_id, jobs.id as position_id,
          row_number() over (order by people.n, jobs.n) as k
        from people cross join jobs
      )
      insert into applications
        (group_id, candidate_id, position_id, form_version_id, answers, status, idempotency_key,
         submitted_at, expected_by)
      select ${group?.id}::uuid, candidate_id, position_id, (select id from version), '{}'::jsonb,
        'Submitted', 'load-' || k,
        ${now}::timestamptz - (case when k % 2 = 0 then interval '70 days' else interval '20 days' end),
        ${now}::timestamptz - interval '1 day'
      from pairs where k <= ${APPLICATIONS}`);
  }, 600_000);
  afterAll(() => t.close());

  it('notices and closes 100,000 applications within 30 s', async () => {
    const deps = {
      db: t.db,
      groups: t.groups,
      env: { PUBLIC_ORIGIN: 'https://jobs.northwind.test' } as never,
      outbox: { notify: () => {} } as never,
    };
    const started = performance.now();
    const result = await runApplicationFollowUp(deps, t.clock.now());
    const seconds = (performance.now() - started) / 1000;
    console.log(`follow-up of ${APPLICATIONS} applications: ${seconds.toFixed(1)} s`, result);
    expect(result.noticed + result.closed).toBeGreaterThanOrEqual(APPLICATIONS);
    expect(seconds).toBeLessThan(30);
    const [updates] = await t.db
      .select({ n: count() })
      .from(applicationUpdates)
      .where(eq(applicationUpdates.kind, 'overdue'));
    expect(updates?.n).toBe(result.noticed);
    const [told] = await t.db.select({ n: count() }).from(notifications);
    expect(told?.n).toBeGreaterThanOrEqual(APPLICATIONS);
    const [mails] = await t.db.select({ n: count() }).from(mailOutbox);
    expect(mails?.n).toBeGreaterThanOrEqual(APPLICATIONS);
    // Run again: nothing more.
    expect(await runApplicationFollowUp(deps, t.clock.now())).toEqual({ noticed: 0, closed: 0 });
  }, 120_000);
});
