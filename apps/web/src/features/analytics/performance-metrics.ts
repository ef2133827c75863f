import type { VslogMetric } from '@careers/contracts/analytics';
import type { PageId } from '@careers/contracts/pages';
import { onCallTimed, type CallTiming } from '../../shared/api/call-timing';
import { sendVslog } from './send-vslog';

// Performance metrics (docs/product/shell-and-gates.md, "Analytics"): one page-load event per
// page load, and call latencies in batches, both as `metrics_to_push`.
const PERFORMANCE_NAMESPACE = 'performance';
// A batch goes when it is this full, this old, or when the page is hidden.
export const CALL_LATENCY_BATCH_SIZE = 20;
export const CALL_LATENCY_FLUSH_MS = 10_000;

function rounded(value: number): number {
  return Math.round(value * 10) / 10;
}

// The page's load as the browser's Performance API recorded it; null before the load ended.
export function pageLoadMetrics(perf: Performance, pageId: PageId | null): VslogMetric[] | null {
  const [navigation] = perf.getEntriesByType('navigation') as PerformanceNavigationTiming[];
  if (!navigation || navigation.loadEventEnd === 0) return null;
  const tags = { pageId: pageId ?? 'none', navigationType: navigation.type };
  const ms = (name: string, value: number): VslogMetric => ({
    name,
    value: rounded(Math.max(0, value)),
    unit: 'ms',
    tags,
  });
  const metrics = [
    ms('time_to_first_byte', navigation.responseStart),
    ms('dom_content_loaded', navigation.domContentLoadedEventEnd),
    ms('load', navigation.loadEventEnd),
  ];
  const paint = perf.getEntriesByName('first-contentful-paint')[0];
  if (paint) metrics.push(ms('first_contentful_paint', paint.startTime));
  if (navigation.transferSize > 0) {
    metrics.push({ name: 'transfer_size', value: navigation.transferSize, unit: 'bytes', tags });
  }
  return metrics;
}

let pageLoadSent = false;

// Once per page load, after the load event has finished (its end time is set after handlers).
export function sendPageLoadTiming(domain: string, pageId: PageId | null): void {
  if (pageLoadSent || typeof performance === 'undefined') return;
  const send = () => {
    const metrics = pageLoadMetrics(performance, pageId);
    if (!metrics || pageLoadSent) return;
    pageLoadSent = true;
    void sendVslog({ namespace: PERFORMANCE_NAMESPACE, event: 'page_load', metrics }, { domain });
  };
  if (document.readyState === 'complete') {
    setTimeout(send, 0);
  } else {
    window.addEventListener('load', () => setTimeout(send, 0), { once: true });
  }
}

function latencyMetric(timing: CallTiming): VslogMetric {
  return {
    name: 'call_latency',
    value: rounded(timing.durationMs),
    unit: 'ms',
    tags: { call: timing.call, status: timing.status ?? 0 },
  };
}

// Collects every call's latency until stopped; returns the stop, which sends what is left.
export function startCallLatencyMetrics(domain: string): () => void {
  let batch: VslogMetric[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;
  const flush = () => {
    clearTimeout(timer);
    timer = undefined;
    if (batch.length === 0) return;
    const metrics = batch;
    batch = [];
    void sendVslog(
      { namespace: PERFORMANCE_NAMESPACE, event: 'call_latency', metrics },
      { domain },
    );
  };
  const onHidden = () => {
    if (document.visibilityState === 'hidden') flush();
  };
  const stopListening = onCallTimed((timing) => {
    batch.push(latencyMetric(timing));
    if (batch.length >= CALL_LATENCY_BATCH_SIZE) flush();
    else timer ??= setTimeout(flush, CALL_LATENCY_FLUSH_MS);
  });
  document.addEventListener('visibilitychange', onHidden);
  return () => {
    stopListening();
    document.removeEventListener('visibilitychange', onHidden);
    flush();
  };
}
