// The server exports no subpath for these; bench imports them by path, as it does the PDF code.
import type { ApplicationStatus } from '@careers/contracts';
import type { Database } from '../../apps/server/src/db/database';
import { openDatabase } from '../../apps/server/src/db/open-database';
import { applications, candidates, interviews } from '../../apps/server/src/db/schema';
import { parseEnv, type Env } from '../../apps/server/src/env';
import { findCandidateByEmail } from '../../apps/server/src/modules/candidates/candidates.public';
import {
  createGroupCache,
  loadGroup,
  type Group,
} from '../../apps/server/src/modules/config/config.public';
import {
  offerInterviewSlots,
  sendInterviewReminders,
  windowTimes,
} from '../../apps/server/src/modules/interviews/interviews.public';
import type { OutboxWorker } from '../../apps/server/src/modules/mail/mail.public';

// What the interview benchmark does in its own process, with the server stopped (PGlite has one
// process at a time in a data folder): the employer's offers through the service the CLI calls,
// the 10,000 booked interviews written straight into the tables, the reminder job run and timed,
// and the race's outcome read back from the database.

const INTERVIEW_DURATION_MINUTES = 30;
const INSERT_CHUNK = 1000;

export type BenchDatabase = { db: Database; env: Env; group: Group; close: () => Promise<void> };

// The data folder (or BENCH_DATABASE_URL) the benchmark's server uses, opened as the CLI opens it.
export async function openBenchDatabase(dataDir: string, domain: string): Promise<BenchDatabase> {
  const env = parseEnv({
    ...process.env,
    DATA_DIR: dataDir,
    DATABASE_URL: process.env.BENCH_DATABASE_URL ?? '',
    DEMO: '1',
  });
  const handle = await openDatabase(env);
  try {
    return { db: handle.db, env, group: await loadGroup(handle.db, domain), close: handle.close };
  } catch (error) {
    await handle.close();
    throw error;
  }
}

// `count` times every `everyMinutes` from `from`, each 30 minutes long, as --window gives them.
export function offeredTimes(from: Date, count: number, everyMinutes: number) {
  const to = new Date(
    from.getTime() + ((count - 1) * everyMinutes + INTERVIEW_DURATION_MINUTES) * 60_000,
  );
  const times = windowTimes(from, to, everyMinutes, INTERVIEW_DURATION_MINUTES);
  if (times?.length !== count) throw new Error(`Not ${count} times from ${from.toISOString()}`);
  return times.map((startsAt) => ({ startsAt, durationMinutes: INTERVIEW_DURATION_MINUTES }));
}

// `careers interviews offer-slots`, as the CLI runs it: the interviews offered, by application.
export async function offerTimes(
  bench: BenchDatabase,
  target: { applicationId: string } | { positionId: number; stage: ApplicationStatus },
  slots: { startsAt: Date; durationMinutes: number }[],
  now: Date,
): Promise<Map<string, number>> {
  const offered = await offerInterviewSlots(
    bench.db,
    { group: bench.group, publicOrigin: bench.env.PUBLIC_ORIGIN },
    {
      target,
      slots,
      bookBy: null,
      joinUrl: 'https://meet.example/northwind',
      location: '',
      interviewers: ['Dana Reyes', 'Sam Lee'],
      interviewerTimeZone: 'Europe/Berlin',
    },
    now,
  );
  return new Map(offered.map((entry) => [entry.applicationId, entry.interviewId]));
}

// The candidate's applications (their ids), by position.
export async function applicationsOf(
  bench: BenchDatabase,
  email: string,
): Promise<Map<number, string>> {
  const candidate = await findCandidateByEmail(bench.db, bench.group.id, email);
  if (!candidate) throw new Error(`No candidate ${email}`);
  const rows = await bench.db.query.applications.findMany({
    columns: { id: true, positionId: true },
    where: (row, { eq }) => eq(row.candidateId, candidate.id),
  });
  return new Map(rows.map((row) => [row.positionId, row.id]));
}

// The race's offer after it: its interviews and the times they hold.
export async function readRace(bench: BenchDatabase, interviewIds: readonly number[]) {
  const rows = await bench.db.query.interviews.findMany({
    columns: { id: true, status: true, slotId: true, slotBatchId: true },
    where: (row, { inArray }) => inArray(row.id, [...interviewIds]),
  });
  const batchIds = [...new Set(rows.map((row) => row.slotBatchId ?? ''))];
  const slots = await bench.db.query.interviewSlots.findMany({
    columns: { id: true, heldBy: true },
    where: (row, { inArray }) => inArray(row.batchId, batchIds),
  });
  return { interviews: rows, slots, batches: batchIds.length };
}

// `count` candidates, each with one application and one interview booked `startsIn` from now
// (a day before now), written straight into the tables: the reminder job's work, set up in
// seconds instead of through 10,000 bookings.
export async function insertBookedInterviews(
  bench: BenchDatabase,
  input: { count: number; runId: string; now: Date; startsInMs: number },
): Promise<number[]> {
  const { db, group } = bench;
  const { count, runId, now } = input;
  const openPositions = await db.query.positions.findMany({
    columns: { id: true },
    where: (row, { eq }) => eq(row.groupId, group.id),
    limit: 100,
  });
  const form = await db.query.formVersions.findFirst({
    columns: { id: true },
    where: (row, { eq }) => eq(row.groupId, group.id),
  });
  if (openPositions.length === 0 || !form) throw new Error('No position or form to apply to');
  const bookedAt = new Date(now.getTime() - 86_400_000);
  const ids: number[] = [];
  for (let from = 0; from < count; from += INSERT_CHUNK) {
    const indexes = Array.from(
      { length: Math.min(INSERT_CHUNK, count - from) },
      (_, i) => from + i,
    );
    const people = await db
      .insert(candidates)
      .values(
        indexes.map((index) => ({
          groupId: group.id,
          email: `bench-reminder-${runId}-${index}@example.com`,
          firstName: 'Robin',
          lastName: `Reminded ${index}`,
          encId: `bench-reminder-${runId}-${index}`,
        })),
      )
      .returning({ id: candidates.id });
    const applied = await db
      .insert(applications)
      .values(
        people.map((person, offset) => ({
          groupId: group.id,
          candidateId: person.id,
          positionId: openPositions[(from + offset) % openPositions.length]!.id,
          formVersionId: form.id,
          answers: {},
          status: 'Interviewing',
          idempotencyKey: `bench-reminder-${runId}-${from + offset}`,
          submittedAt: bookedAt,
        })),
      )
      .returning({ id: applications.id, candidateId: applications.candidateId });
    const booked = await db
      .insert(interviews)
      .values(
        applied.map((application, offset) => ({
          groupId: group.id,
          candidateId: application.candidateId,
          applicationId: application.id,
          status: 'booked',
          // A second apart, so the batch's order is not all one time.
          startsAt: new Date(now.getTime() + input.startsInMs + (from + offset) * 1000),
          durationMinutes: INTERVIEW_DURATION_MINUTES,
          joinUrl: 'https://meet.example/northwind',
          interviewers: ['Dana Reyes'],
          interviewerTimeZone: 'Europe/Berlin',
          candidateTimeZone: 'America/New_York',
          bookedAt,
          createdAt: bookedAt,
        })),
      )
      .returning({ id: interviews.id });
    ids.push(...booked.map((row) => row.id));
  }
  return ids;
}

// The reminders sent for these interviews (a row each per reminder, inserted as its claim).
export async function countReminders(
  bench: BenchDatabase,
  interviewIds: readonly number[],
): Promise<number> {
  const rows = await bench.db.query.interviewReminders.findMany({
    columns: { interviewId: true },
    where: (row, { inArray }) => inArray(row.interviewId, [...interviewIds]),
  });
  return rows.length;
}

// One run of the job the server runs every INTERVIEW_REMINDERS_INTERVAL_MS. The mails it queues
// stay in the outbox: sending them is the outbox worker's work, not the job's.
export async function runReminders(bench: BenchDatabase, now: Date) {
  const idle = () => Promise.resolve();
  const outbox: OutboxWorker = {
    start: () => undefined,
    notify: () => undefined,
    flush: idle,
    stop: idle,
  };
  const started = performance.now();
  const cpuBefore = process.cpuUsage();
  const { sent } = await sendInterviewReminders(
    { db: bench.db, env: bench.env, groups: createGroupCache(bench.db), outbox },
    now,
  );
  const cpu = process.cpuUsage(cpuBefore);
  // PGlite runs on this thread, so the CPU time is the job's and the database's together: what
  // the wall-clock time would be on a machine with a core to spare.
  return {
    sent,
    seconds: (performance.now() - started) / 1000,
    cpuSeconds: (cpu.user + cpu.system) / 1e6,
  };
}
