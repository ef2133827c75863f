import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { reportUncaughtCrashes } from './report-crash';

// A real HTTP sink on this machine, standing in for the employer's error-reporting service.
type Received = { method: string; url: string; headers: IncomingHttpHeaders; body: string };
let sink: Server;
let port = 0;
const received: Received[] = [];

beforeAll(async () => {
  sink = createServer((request, response) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (body += chunk));
    request.on('end', () => {
      received.push({
        method: request.method ?? '',
        url: request.url ?? '',
        headers: request.headers,
        body,
      });
      response.writeHead(200, { 'content-type': 'application/json' }).end('{"id":"x"}');
    });
  });
  await new Promise<void>((resolve) => sink.listen(0, '127.0.0.1', resolve));
  port = (sink.address() as AddressInfo).port;
});
afterAll(() => new Promise((resolve) => sink.close(resolve)));
afterEach(() => {
  received.length = 0;
  vi.restoreAllMocks();
});

function rejectUnhandled(reason: unknown) {
  const event = new Event('unhandledrejection') as PromiseRejectionEvent;
  Object.defineProperty(event, 'reason', { value: reason });
  window.dispatchEvent(event);
}

describe('crash reporting to the employer’s sink', () => {
  it('posts an unhandled rejection as a Sentry envelope to the DSN’s project', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const dsn = `http://pubkey42@127.0.0.1:${port}/7`;
    const stop = reportUncaughtCrashes({ domain: 'northwind.example', dsn });
    try {
      rejectUnhandled(new TypeError('Cannot read properties of undefined'));
      // The sender loads the DSN parser on first use.
      await vi.waitFor(
        () => {
          expect(received).toHaveLength(1);
        },
        { timeout: 10_000 },
      );
    } finally {
      stop();
    }
    const [request] = received;
    expect(request?.method).toBe('POST');
    const url = new URL(request?.url ?? '', `http://127.0.0.1:${port}`);
    expect(url.pathname).toBe('/api/7/envelope/');
    expect(url.searchParams.get('sentry_key')).toBe('pubkey42');
    expect(url.searchParams.get('sentry_version')).toBe('7');
    expect(request?.headers['content-type']).toBe('text/plain;charset=UTF-8');

    const [header, item, payload] = (request?.body ?? '').split('\n');
    const envelopeHeader = JSON.parse(header ?? '') as { event_id: string; dsn: string };
    expect(envelopeHeader.dsn).toBe(dsn);
    expect(envelopeHeader.event_id).toMatch(/^[0-9a-f]{32}$/);
    expect(JSON.parse(item ?? '')).toEqual({
      type: 'event',
      length: new TextEncoder().encode(payload).length,
    });
    const event = JSON.parse(payload ?? '') as Record<string, unknown>;
    expect(event).toMatchObject({
      event_id: envelopeHeader.event_id,
      platform: 'javascript',
      level: 'error',
      exception: {
        values: [{ type: 'TypeError', value: 'Cannot read properties of undefined' }],
      },
      tags: { domain: 'northwind.example' },
    });
  });

  it('sends nothing anywhere but /vslog without a DSN, and stops when asked', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const stop = reportUncaughtCrashes({ domain: 'northwind.example', dsn: undefined });
    rejectUnhandled(new Error('boom'));
    stop();
    rejectUnhandled(new Error('after stop'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    const urls = fetchSpy.mock.calls.map(
      ([input]) => new URL(input instanceof Request ? input.url : input).pathname,
    );
    expect(urls).toEqual(['/vslog']);
    expect(received).toHaveLength(0);
  });
});
