import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginCodes, rateLimitBuckets, sessions } from '../../db/schema';
import { createTestApp, logIn, Visitor, type TestApp } from '../../testing/test-app';
import { removeExpiredAuthRows } from './housekeeping.job';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function totals() {
  const [session] = await t.db.select({ total: count() }).from(sessions);
  const [code] = await t.db.select({ total: count() }).from(loginCodes);
  const [bucket] = await t.db.select({ total: count() }).from(rateLimitBuckets);
  return { sessions: session?.total, codes: code?.total, buckets: bucket?.total };
}

describe('auth housekeeping', () => {
  it('keeps live rows and removes expired sessions, spent codes and old rate-limit buckets', async () => {
    const visitor = new Visitor(t.app);
    await logIn(visitor, t.db, 'alex.morgan@example.com');
    const live = await totals();
    expect(live).toEqual({ sessions: 1, codes: 1, buckets: expect.any(Number) as number });
    await removeExpiredAuthRows(t.db, t.clock.now());
    expect(await totals()).toEqual(live);

    t.clock.advance(25 * 60 * 60_000);
    await removeExpiredAuthRows(t.db, t.clock.now());
    expect(await totals()).toEqual({ sessions: 0, codes: 0, buckets: 0 });
  });
});
