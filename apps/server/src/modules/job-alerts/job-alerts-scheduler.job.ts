import type { AppDeps } from '../../app-deps';
import { createPeriodicJob } from '../../shared/periodic-job';
import { runJobAlerts, type JobAlertsRun, type JobAlertsRunDeps } from './job-alerts.job';
import {
  claimScheduledJob,
  extendScheduledJob,
  releaseScheduledJob,
} from './scheduled-jobs.repository';

// Every server process polls; the scheduled_jobs row decides which one runs the digests when they
// are due, and keeps a second from starting while it runs (several processes, the CLI).

const JOB_NAME = 'job_alerts';
const POLL_MS = 60_000;
const LOCK_MS = 10 * 60_000;

type SchedulerDeps = JobAlertsRunDeps & Pick<AppDeps, 'clock' | 'metrics'>;

export type LockedRunOptions = {
  groupId: string | null;
  // Due only when the last run started at or before this; null runs now (the CLI).
  dueBefore: Date | null;
  isStopping?: () => boolean;
};

// Null when another process holds the lock (or, scheduled, when the run is not due).
export async function runJobAlertsLocked(
  deps: SchedulerDeps,
  options: LockedRunOptions,
): Promise<JobAlertsRun | null> {
  const now = deps.clock();
  let heldUntil = new Date(now.getTime() + LOCK_MS);
  const claimed = await claimScheduledJob(deps.db, {
    name: JOB_NAME,
    now,
    lockedUntil: heldUntil,
    dueBefore: options.dueBefore,
    marksStart: options.groupId === null,
  });
  if (!claimed) return null;
  try {
    return await runJobAlerts(deps, now, {
      groupId: options.groupId,
      isStopping: options.isStopping,
      shouldContinue: async () => {
        if (options.isStopping?.()) return false;
        const until = new Date(deps.clock().getTime() + LOCK_MS);
        if (!(await extendScheduledJob(deps.db, JOB_NAME, heldUntil, until))) {
          deps.logger.warn('job alerts: the run lost its lock; another process continues');
          return false;
        }
        heldUntil = until;
        return true;
      },
    });
  } finally {
    await releaseScheduledJob(deps.db, JOB_NAME, heldUntil);
  }
}

export type JobAlertsScheduler = { start: () => void; stop: () => Promise<void> };

export function createJobAlertsScheduler(deps: SchedulerDeps): JobAlertsScheduler {
  const intervalMs = deps.env.JOB_ALERTS_INTERVAL_MS;
  const job = createPeriodicJob({
    name: 'job-alerts',
    metrics: deps.metrics,
    // An interval of 0 turns the digests off: no polling.
    everyMs: intervalMs === 0 ? 0 : POLL_MS,
    run: async () => {
      const now = deps.clock();
      const run = await runJobAlertsLocked(deps, {
        groupId: null,
        dueBefore: new Date(now.getTime() - intervalMs),
        isStopping: job.isStopped,
      });
      if (run) deps.logger.info(run, 'job alerts: digests queued');
    },
    logger: deps.logger,
    failure: 'job alerts: run failed',
  });
  return { start: job.start, stop: job.stop };
}
