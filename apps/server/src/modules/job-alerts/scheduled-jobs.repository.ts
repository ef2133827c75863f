import { and, eq, isNull, lt, lte, or } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { scheduledJobs } from '../../db/schema';

export type JobClaim = {
  name: string;
  now: Date;
  lockedUntil: Date;
  // Due only when it last started at or before this; null: whenever no one holds it (the CLI).
  dueBefore: Date | null;
  // A partial run (one domain) leaves the schedule as it was.
  marksStart: boolean;
};

// One UPDATE decides: the process whose update returns the row runs the job.
export async function claimScheduledJob(db: Database, claim: JobClaim): Promise<boolean> {
  await db.insert(scheduledJobs).values({ name: claim.name }).onConflictDoNothing();
  const rows = await db
    .update(scheduledJobs)
    .set({
      lockedUntil: claim.lockedUntil,
      ...(claim.marksStart ? { lastStartedAt: claim.now } : {}),
    })
    .where(
      and(
        eq(scheduledJobs.name, claim.name),
        or(isNull(scheduledJobs.lockedUntil), lt(scheduledJobs.lockedUntil, claim.now)),
        claim.dueBefore === null
          ? undefined
          : or(
              isNull(scheduledJobs.lastStartedAt),
              lte(scheduledJobs.lastStartedAt, claim.dueBefore),
            ),
      ),
    )
    .returning({ name: scheduledJobs.name });
  return rows.length > 0;
}

// Only while the lock is still ours (it may have run out and been taken): false otherwise.
export async function extendScheduledJob(
  db: Database,
  name: string,
  heldUntil: Date,
  until: Date,
): Promise<boolean> {
  const rows = await db
    .update(scheduledJobs)
    .set({ lockedUntil: until })
    .where(and(eq(scheduledJobs.name, name), eq(scheduledJobs.lockedUntil, heldUntil)))
    .returning({ name: scheduledJobs.name });
  return rows.length > 0;
}

export async function releaseScheduledJob(
  db: Database,
  name: string,
  heldUntil: Date,
): Promise<void> {
  await db
    .update(scheduledJobs)
    .set({ lockedUntil: null })
    .where(and(eq(scheduledJobs.name, name), eq(scheduledJobs.lockedUntil, heldUntil)));
}
