import { describe, expect, it } from 'vitest';
import { createMetrics } from './metrics';
import { createPeriodicJob } from './periodic-job';

const quiet = { error: () => undefined, warn: () => undefined };

describe('createPeriodicJob', () => {
  it('counts each run by its outcome, and when it last succeeded', async () => {
    const metrics = createMetrics();
    let fail = false;
    const job = createPeriodicJob({
      name: 'outbox',
      metrics,
      everyMs: 0,
      logger: quiet,
      failure: 'failed',
      run: () => (fail ? Promise.reject(new Error('down')) : Promise.resolve()),
    });
    await job.run();
    fail = true;
    await job.run();
    await job.run();
    const text = await metrics.registry.metrics();
    expect(text).toContain('careers_job_runs_total{job="outbox",outcome="ok"} 1');
    expect(text).toContain('careers_job_runs_total{job="outbox",outcome="failed"} 2');
    expect(text).toMatch(/careers_job_last_success_timestamp_seconds\{job="outbox"\} \d+/);
  });
});
