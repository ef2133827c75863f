import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app';

// /healthz, /readyz and /metrics (docs/deploy.md), and the request id every answer carries.
const TOKEN = 'metrics-token-of-24-chars-or-more';

describe('health, readiness and metrics', () => {
  let t: TestApp;
  let origin: string;
  beforeAll(async () => {
    t = await createTestApp({ METRICS_TOKEN: TOKEN, TRUST_PROXY: '1' });
    // Over a socket: a page's in-process calls (app.inject) are not counted, and the metrics'
    // "this machine" is the socket's address.
    origin = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => t.close());

  const get = async (url: string, headers: Record<string, string> = {}) => {
    const response = await fetch(`${origin}${url}`, { headers });
    const body = await response.text();
    return {
      statusCode: response.status,
      headers: Object.fromEntries(response.headers),
      body,
      json: () => JSON.parse(body) as unknown,
    };
  };

  it('answers alive and ready', async () => {
    expect((await get('/healthz')).json()).toEqual({ status: 'ok' });
    expect((await get('/readyz')).json()).toEqual({ status: 'ready' });
  });

  it('reports calls by route pattern, the database, the outbox and the search indexes', async () => {
    await get('/api/pcsx/resumes/some-id/file?domain=northwind.example');
    await get('/api/pcsx/resumes/other-id/file?domain=northwind.example');
    await get('/surely/not/a/route');
    const answer = await get('/metrics');
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toContain('text/plain');
    const text = answer.body;
    expect(text).toContain(
      'careers_http_requests_total{route="/api/pcsx/resumes/:id/file",method="GET",status="422"} 2',
    );
    expect(text).toContain('route="(unmatched)",method="GET",status="404"');
    expect(text).toMatch(/careers_http_request_duration_seconds_bucket\{le="0\.002",route="/);
    for (const name of [
      'careers_db_queued',
      'careers_outbox_unsent',
      'careers_outbox_oldest_unsent_seconds',
      'careers_search_changes_behind 0',
      'careers_process_resident_memory_bytes',
      'careers_nodejs_eventloop_lag_seconds',
    ]) {
      expect(text).toContain(name);
    }
  });

  it('answers metrics to this machine or to the token, and to nobody else', async () => {
    const forwarded = { 'x-forwarded-for': '203.0.113.9' };
    const refused = await get('/metrics', forwarded);
    expect(refused.statusCode).toBe(404);
    expect(refused.body).not.toContain('careers_');
    const wrong = await get('/metrics', { ...forwarded, authorization: 'Bearer nope' });
    expect(wrong.statusCode).toBe(404);
    const allowed = await get('/metrics', { ...forwarded, authorization: `Bearer ${TOKEN}` });
    expect(allowed.statusCode).toBe(200);
  });

  it('gives every answer a request id, and an error answer names it', async () => {
    const answer = await get('/api/pcsx/profile_details?domain=northwind.example');
    expect(answer.statusCode).toBe(401);
    const id = answer.headers['x-request-id'];
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(answer.json()).toMatchObject({ request_id: id });
    // Behind a trusted proxy, the proxy's id is kept when it looks like one.
    const given = await get('/api/pcsx/profile_details?domain=northwind.example', {
      'x-request-id': 'proxy-abc-12345678',
    });
    expect(given.headers['x-request-id']).toBe('proxy-abc-12345678');
    const odd = await get('/healthz', { 'x-request-id': 'has spaces and <tags>' });
    expect(odd.headers['x-request-id']).not.toContain('<');
  });
});
