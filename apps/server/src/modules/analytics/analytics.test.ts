import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analyticsEvents } from '../../db/schema';
import { createTestApp, logInNewCandidate, Visitor, type TestApp } from '../../testing/test-app';
import { VSLOG_RATE_LIMITS } from './analytics.service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const eventsFor = (pid: string) =>
  t.db.select().from(analyticsEvents).where(eq(analyticsEvents.pid, pid));

describe('/vslog', () => {
  it('stores page views from logged-out visitors', async () => {
    const visitor = new Visitor(t.app);
    await visitor.page();
    const response = await visitor.post('/vslog?domain=northwind.example&pid=42', {
      namespace: 'careers',
      event: 'page_view',
      data_json: JSON.stringify({ page: 'jobs' }),
    });
    expect(response.json()).toEqual({ data: { stored: 1 } });
    const rows = await eventsFor('42');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      namespace: 'careers',
      event: 'page_view',
      data: { page: 'jobs' },
      candidateId: null,
    });
  });

  it('records the candidate of a logged-in visitor and keeps text that is not JSON', async () => {
    const { visitor, candidate } = await logInNewCandidate(t, {
      isOnboarded: true,
      hasAttestedTerms: true,
    });
    await visitor.post('/vslog?domain=northwind.example&pid=43&event=crash', {
      data_json: 'not json',
    });
    expect(await eventsFor('43')).toMatchObject([
      { candidateId: candidate.id, event: 'crash', data: { raw: 'not json' } },
    ]);
  });

  it('stores one row per pushed metric', async () => {
    const visitor = new Visitor(t.app);
    await visitor.page();
    const response = await visitor.post('/vslog?domain=northwind.example&namespace=crash', {
      metrics_to_push: [{ name: 'a' }, { name: 'b' }],
    });
    expect(response.json()).toEqual({ data: { stored: 2 } });
  });

  it('limits one address however many visitors it claims to be', async () => {
    const ip = '198.51.100.7';
    const post = async () => {
      // A new anonymous visitor each time: only the address ties them together.
      const visitor = new Visitor(t.app);
      await visitor.page();
      return t.app.inject({
        method: 'POST',
        url: '/vslog?domain=northwind.example',
        remoteAddress: ip,
        payload: { event: 'view' },
        headers: { cookie: visitor.cookieHeader, 'x-csrf-token': visitor.csrfToken },
      });
    };
    for (let sent = 0; sent < VSLOG_RATE_LIMITS.perIp.limit; sent += 1) {
      expect((await post()).statusCode).toBe(200);
    }
    expect((await post()).statusCode).toBe(429);
  });
});
