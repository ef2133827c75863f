import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

// What an operator graphs and alerts on (docs/deploy.md, "Metrics"), in one registry per app so
// that several apps in one process (tests) never count into each other. Read at GET /metrics.
export type Metrics = {
  readonly registry: Registry;
  // Every answered request but a page's own in-process calls, by route pattern (never a raw
  // path, so ids cannot multiply the series), method and status.
  observeRequest: (route: string, method: string, status: number, seconds: number) => void;
  // A scheduled job's run (shared/periodic-job.ts).
  observeJob: (job: string, outcome: 'ok' | 'failed', seconds: number) => void;
  // A value read when the metrics are scraped (a queue's depth, a backlog).
  gauge: (name: string, help: string, read: () => number | Promise<number>) => void;
};

// Seconds: most calls answer in milliseconds; a page or an upload may take a second or more.
const REQUEST_BUCKETS = [0.002, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
const JOB_BUCKETS = [0.01, 0.05, 0.25, 1, 5, 15, 60, 300];

export function createMetrics(): Metrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'careers_' });
  const requests = new Counter({
    name: 'careers_http_requests_total',
    help: 'Requests answered, by route pattern, method and status.',
    labelNames: ['route', 'method', 'status'] as const,
    registers: [registry],
  });
  const requestSeconds = new Histogram({
    name: 'careers_http_request_duration_seconds',
    help: 'Time to answer a request, by route pattern and method.',
    labelNames: ['route', 'method'] as const,
    buckets: REQUEST_BUCKETS,
    registers: [registry],
  });
  const jobRuns = new Counter({
    name: 'careers_job_runs_total',
    help: 'Scheduled job runs, by job and outcome.',
    labelNames: ['job', 'outcome'] as const,
    registers: [registry],
  });
  const jobSeconds = new Histogram({
    name: 'careers_job_duration_seconds',
    help: 'Time a scheduled job run took.',
    labelNames: ['job'] as const,
    buckets: JOB_BUCKETS,
    registers: [registry],
  });
  const jobLastSuccess = new Gauge({
    name: 'careers_job_last_success_timestamp_seconds',
    help: 'When each scheduled job last ran without failing (Unix time).',
    labelNames: ['job'] as const,
    registers: [registry],
  });
  return {
    registry,
    observeRequest: (route, method, status, seconds) => {
      requests.inc({ route, method, status: String(status) });
      requestSeconds.observe({ route, method }, seconds);
    },
    observeJob: (job, outcome, seconds) => {
      jobRuns.inc({ job, outcome });
      jobSeconds.observe({ job }, seconds);
      if (outcome === 'ok') jobLastSuccess.set({ job }, Date.now() / 1000);
    },
    gauge: (name, help, read) => {
      new Gauge({
        name,
        help,
        registers: [registry],
        async collect() {
          this.set(await read());
        },
      });
    },
  };
}
