import { afterEach, describe, expect, it, vi } from 'vitest';
import { vslogCall } from '@careers/contracts/analytics';
import { answer, fakeServer } from '../../test/fake-server';
import { reportCallTiming } from '../../shared/api/call-timing';
import {
  CALL_LATENCY_BATCH_SIZE,
  CALL_LATENCY_FLUSH_MS,
  pageLoadMetrics,
  startCallLatencyMetrics,
} from './performance-metrics';

afterEach(() => {
  vi.useRealTimers();
  window.history.replaceState(null, '', '/');
});

function fakePerformance(navigation: Partial<PerformanceNavigationTiming> | null): Performance {
  return {
    getEntriesByType: () => (navigation ? [navigation] : []),
    getEntriesByName: (name: string) =>
      name === 'first-contentful-paint' ? [{ startTime: 312.34 }] : [],
  } as unknown as Performance;
}

describe('pageLoadMetrics', () => {
  it('reads the load from the Performance API in milliseconds', () => {
    const metrics = pageLoadMetrics(
      fakePerformance({
        type: 'navigate',
        responseStart: 80.04,
        domContentLoadedEventEnd: 420,
        loadEventEnd: 655.55,
        transferSize: 2048,
      }),
      'jobs',
    );
    const tags = { pageId: 'jobs', navigationType: 'navigate' };
    expect(metrics).toEqual([
      { name: 'time_to_first_byte', value: 80, unit: 'ms', tags },
      { name: 'dom_content_loaded', value: 420, unit: 'ms', tags },
      { name: 'load', value: 655.6, unit: 'ms', tags },
      { name: 'first_contentful_paint', value: 312.3, unit: 'ms', tags },
      { name: 'transfer_size', value: 2048, unit: 'bytes', tags },
    ]);
    // What the app sends is what the server accepts.
    expect(
      vslogCall.body.safeParse({
        namespace: 'performance',
        event: 'page_load',
        metricsToPush: metrics,
      }).success,
    ).toBe(true);
  });

  it('has nothing to say before the load has ended', () => {
    expect(pageLoadMetrics(fakePerformance({ loadEventEnd: 0 }), null)).toBeNull();
    expect(pageLoadMetrics(fakePerformance(null), null)).toBeNull();
  });
});

describe('startCallLatencyMetrics', () => {
  it('posts call latencies in batches, with the page’s pdf_server_token', async () => {
    window.history.replaceState(null, '', '/careers/offers?pdf_server_token=tok-1');
    const server = fakeServer([answer(vslogCall, { stored: 1 })]);
    vi.useFakeTimers();
    const stop = startCallLatencyMetrics('northwind.example');
    reportCallTiming({ call: 'GET /api/pcsx/search', status: 200, durationMs: 41.26 });
    reportCallTiming({ call: 'POST /api/pcsx/profile_edit', status: null, durationMs: 3000 });
    expect(server.callsTo(vslogCall)).toHaveLength(0);
    vi.advanceTimersByTime(CALL_LATENCY_FLUSH_MS);
    vi.useRealTimers();
    await vi.waitFor(() => {
      expect(server.callsTo(vslogCall)).toHaveLength(1);
    });
    const [call] = server.callsTo(vslogCall);
    expect(call?.search).toBe('?domain=northwind.example&pdf_server_token=tok-1');
    expect(call?.body).toEqual({
      namespace: 'performance',
      event: 'call_latency',
      metrics_to_push: [
        {
          name: 'call_latency',
          value: 41.3,
          unit: 'ms',
          tags: { call: 'GET /api/pcsx/search', status: 200 },
        },
        {
          name: 'call_latency',
          value: 3000,
          unit: 'ms',
          tags: { call: 'POST /api/pcsx/profile_edit', status: 0 },
        },
      ],
    });
    stop();
  });

  it('sends a full batch at once and what is left when stopped', async () => {
    const server = fakeServer([answer(vslogCall, { stored: 1 })]);
    const stop = startCallLatencyMetrics('northwind.example');
    for (let index = 0; index < CALL_LATENCY_BATCH_SIZE + 1; index += 1) {
      reportCallTiming({ call: 'GET /api/pcsx/search', status: 200, durationMs: index });
    }
    stop();
    reportCallTiming({ call: 'GET /api/pcsx/search', status: 200, durationMs: 1 });
    await vi.waitFor(() => {
      expect(server.callsTo(vslogCall)).toHaveLength(2);
    });
    const sizes = server
      .callsTo(vslogCall)
      .map((call) => (call.body as { metrics_to_push: unknown[] }).metrics_to_push.length);
    expect(sizes).toEqual([CALL_LATENCY_BATCH_SIZE, 1]);
  });
});
