import { SESSION_ABSOLUTE_TIMEOUT_MS, SESSION_IDLE_TIMEOUT_MS } from '@careers/contracts';
import type { AppDeps } from '../../app-deps';
import type { Database } from '../../db/database';
import type { Clock } from '../../shared/clock';
import { createPeriodicJob, type PeriodicJob } from '../../shared/periodic-job';
import { deleteLoginCodesExpiredBefore } from './login-code.repository';
import { deleteBucketsBefore } from './rate-limit.repository';
import { deleteSessionsOlderThan } from './session.repository';

const EVERY_MS = 10 * 60_000;
// Rate-limit windows are 15 minutes; a day of buckets and spent codes is plenty to look back on.
const KEEP_MS = 24 * 60 * 60_000;

// Sessions, login codes and rate-limit buckets only grow otherwise. Deleting what has expired is
// idempotent, so every process may run it.
export async function removeExpiredAuthRows(db: Database, now: Date): Promise<void> {
  const at = now.getTime();
  await deleteSessionsOlderThan(
    db,
    new Date(at - SESSION_IDLE_TIMEOUT_MS),
    new Date(at - SESSION_ABSOLUTE_TIMEOUT_MS),
  );
  await deleteLoginCodesExpiredBefore(db, new Date(at - KEEP_MS));
  await deleteBucketsBefore(db, new Date(at - KEEP_MS));
}

export function startHousekeeping(options: {
  db: Database;
  clock: Clock;
  logger: AppDeps['logger'];
  metrics: AppDeps['metrics'];
}): PeriodicJob {
  const job = createPeriodicJob({
    name: 'housekeeping',
    metrics: options.metrics,
    everyMs: EVERY_MS,
    run: () => removeExpiredAuthRows(options.db, options.clock()),
    logger: options.logger,
    failure: 'housekeeping failed',
    level: 'warn',
  });
  job.start();
  return job;
}
