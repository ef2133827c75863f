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

  it('stores one row per pushed metric: page-load timing and call latency', async () => {
    const visitor = new Visitor(t.app);
    await visitor.page();
    const tags = { pageId: 'jobs', navigationType: 'navigate' };
    const response = await visitor.post('/vslog?domain=northwind.example&pid=44', {
      namespace: 'performance',
      event: 'page_load',
      metrics_to_push: [
        { name: 'time_to_first_byte', value: 80, unit: 'ms', tags },
        { name: 'load', value: 655.6, unit: 'ms', tags },
      ],
    });
    expect(response.json()).toEqual({ data: { stored: 2 } });
    const latency = await visitor.post(
      '/vslog?domain=northwind.example&pid=44&pdf_server_token=tok-1',
      {
        namespace: 'performance',
        event: 'call_latency',
        metrics_to_push: [
          {
            name: 'call_latency',
            value: 41.3,
            unit: 'ms',
            tags: { call: 'GET /api/pcsx/search', status: 200 },
          },
        ],
      },
    );
    expect(latency.json()).toEqual({ data: { stored: 1 } });
    const rows = await eventsFor('44');
    expect(rows.map(({ namespace, event, data }) => ({ namespace, event, data }))).toEqual(
      expect.arrayContaining([
        {
          namespace: 'performance',
          event: 'page_load',
          data: { name: 'time_to_first_byte', value: 80, unit: 'ms', tags },
        },
        {
          namespace: 'performance',
          event: 'page_load',
          data: { name: 'load', value: 655.6, unit: 'ms', tags },
        },
        {
          namespace: 'performance',
          event: 'call_latency',
          data: {
            name: 'call_latency',
            value: 41.3,
            unit: 'ms',
            tags: { call: 'GET /api/pcsx/search', status: 200 },
          },
        },
      ]),
    );
    expect(rows).toHaveLength(3);
  });

  it('refuses metrics it cannot read with a 4xx, never a 5xx, and stores none of them', async () => {
    const visitor = new Visitor(t.app);
    await visitor.page();
    const before = (await eventsFor('45')).length;
    const post = (body: unknown) =>
      t.app.inject({
        method: 'POST',
        url: '/vslog?domain=northwind.example&pid=45',
        payload: typeof body === 'string' ? body : JSON.stringify(body),
        headers: {
          cookie: visitor.cookieHeader,
          'x-csrf-token': visitor.csrfToken,
          'content-type': 'application/json',
        },
      });
    // Not JSON, or nested past reading: the request cannot be read (400).
    for (const body of ['{"metrics_to_push": [', `${'{"a":'.repeat(100)}1${'}'.repeat(100)}`]) {
      const response = await post(body);
      expect(response.statusCode, body.slice(0, 40)).toBe(400);
    }
    // Readable, but not metrics: 422 with what is wrong (docs/product/shell-and-gates.md).
    const malformed: unknown[] = [
      [1, 2],
      { metrics_to_push: [{ value: 1 }] },
      { metrics_to_push: [{ name: 'load', value: 'fast' }] },
      { metrics_to_push: [{ name: 'load', value: -1 }] },
      { metrics_to_push: [{ name: 'load', value: 1, unit: 'parsecs' }] },
      { metrics_to_push: [{ name: 'load', value: 1, tags: { page: { deep: 1 } } }] },
      { metrics_to_push: { name: 'load', value: 1 } },
      { metrics_to_push: Array.from({ length: 51 }, () => ({ name: 'load', value: 1 })) },
      { metrics_to_push: [{ name: 'x'.repeat(101), value: 1 }] },
    ];
    for (const body of malformed) {
      const response = await post(body);
      expect(response.statusCode, JSON.stringify(body).slice(0, 80)).toBe(422);
    }
    expect(await eventsFor('45')).toHaveLength(before);
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
