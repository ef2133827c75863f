import type { Metrics } from './metrics';

// A job the server runs every so often for as long as it runs: housekeeping, the mail outbox, the
// offers sweep, the job alert digests.
//
// - The timer is unref'd: it never keeps the process alive on its own.
// - Runs never overlap: a tick (or a call to run) while one is under way joins that run.
// - A failed run is logged and forgotten; the next tick tries again. Nothing is thrown.
// - stop() ends the timer for good and resolves once the run under way, if any, has finished,
//   so a plugin's onClose can await it before the database goes.

type PeriodicJobLogger = {
  error: (details: { err: unknown }, message: string) => void;
  warn: (details: { err: unknown }, message: string) => void;
};

type PeriodicJobOptions = {
  // Its name in the metrics (careers_job_runs_total{job}).
  name: string;
  metrics?: Pick<Metrics, 'observeJob'>;
  // Milliseconds between runs; 0 or less means never on a timer (tests and the CLI run it
  // themselves).
  everyMs: number;
  run: () => Promise<void>;
  logger: PeriodicJobLogger;
  // Logged with the error when a run fails.
  failure: string;
  level?: 'error' | 'warn';
  // Also run once as soon as it starts, not only after the first interval.
  runOnStart?: boolean;
};

export type PeriodicJob = {
  // Starts the timer; does nothing when it runs already, has been stopped, or everyMs is 0.
  start: () => void;
  // Runs the job now, or joins the run under way; resolves when it is over, never rejects.
  // Works after stop too (a last flush on shutdown).
  run: () => Promise<void>;
  stop: () => Promise<void>;
  isStopped: () => boolean;
};

export function createPeriodicJob(options: PeriodicJobOptions): PeriodicJob {
  const level = options.level ?? 'error';
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> | null = null;
  let isStopped = false;

  function run(): Promise<void> {
    const started = performance.now();
    const observe = (outcome: 'ok' | 'failed') =>
      options.metrics?.observeJob(options.name, outcome, (performance.now() - started) / 1000);
    running ??= options
      .run()
      .then(
        () => {
          observe('ok');
        },
        (error: unknown) => {
          observe('failed');
          options.logger[level]({ err: error }, options.failure);
        },
      )
      .finally(() => {
        running = null;
      });
    return running;
  }

  return {
    start: () => {
      if (timer || isStopped || options.everyMs <= 0) return;
      timer = setInterval(() => void run(), options.everyMs);
      timer.unref();
      if (options.runOnStart) void run();
    },
    run,
    stop: async () => {
      isStopped = true;
      if (timer) clearInterval(timer);
      timer = null;
      await running;
    },
    isStopped: () => isStopped,
  };
}
