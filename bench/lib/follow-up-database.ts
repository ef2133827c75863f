// The server exports no subpath for these; bench imports them by path, as it does the PDF code.
import { sql } from 'drizzle-orm';
import type { ApplicationStatus } from '@careers/contracts';
import {
  applicationMessages,
  applications,
  applicationStatusHistory,
  applicationUpdates,
} from '../../apps/server/src/db/schema';
import { queryRows } from '../../apps/server/src/db/query-rows';
import { findCandidateByEmail } from '../../apps/server/src/modules/candidates/candidates.public';
import { createGroupCache } from '../../apps/server/src/modules/config/config.public';
import { runApplicationFollowUp } from '../../apps/server/src/modules/applications/applications.public';
import type { OutboxWorker } from '../../apps/server/src/modules/mail/mail.public';
import type { BenchDatabase } from './interview-database';
import type { Random } from './random';

// What the follow-up benchmark writes straight into the tables while its server is stopped
// (PGlite admits one process to its folder), and the follow-up job run in this process
// (docs/product/application-follow-up.md): a candidate's 200 applications across the stages with
// their histories, notices and conversations; one application per messaging candidate; the
// 100,000 applications of the job's run, written by a few set-based statements as the job's own
// load test does.

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;
const INSERT_CHUNK = 500;

type ApplicationInsert = typeof applications.$inferInsert;
type HistoryInsert = typeof applicationStatusHistory.$inferInsert;
type UpdateInsert = typeof applicationUpdates.$inferInsert;
type MessageInsert = typeof applicationMessages.$inferInsert;

async function inChunks<T>(rows: readonly T[], write: (chunk: T[]) => Promise<unknown>) {
  for (let from = 0; from < rows.length; from += INSERT_CHUNK) {
    await write(rows.slice(from, from + INSERT_CHUNK));
  }
}

async function candidateIdOf(bench: BenchDatabase, email: string): Promise<string> {
  const candidate = await findCandidateByEmail(bench.db, bench.group.id, email);
  if (!candidate) throw new Error(`No candidate ${email}`);
  return candidate.id;
}

async function formVersionId(bench: BenchDatabase): Promise<number> {
  const form = await bench.db.query.formVersions.findFirst({
    columns: { id: true },
    where: (row, { eq }) => eq(row.groupId, bench.group.id),
  });
  if (!form) throw new Error('No form to apply with');
  return form.id;
}

// The way through the statuses an application at `status` went, as the employer moves one.
const FORWARD: ApplicationStatus[] = ['Submitted', 'In Review', 'Interviewing', 'Offered', 'Hired'];
function pathTo(status: ApplicationStatus, random: Random): ApplicationStatus[] {
  const forward = FORWARD.indexOf(status);
  if (forward >= 0) return FORWARD.slice(0, forward + 1);
  // Rejected, Withdrawn and Closed end a path that stopped somewhere while waiting.
  const reached = 1 + Math.floor(random() * (status === 'Withdrawn' ? 4 : 3));
  return [...FORWARD.slice(0, reached), status];
}

// The applications page's mix: most still waiting, a third decided one way or another.
const PAGE_STATUSES: [ApplicationStatus, number][] = [
  ['Submitted', 0.25],
  ['In Review', 0.2],
  ['Interviewing', 0.15],
  ['Offered', 0.05],
  ['Hired', 0.05],
  ['Rejected', 0.18],
  ['Withdrawn', 0.06],
  ['Closed', 0.06],
];
const INACTIVE: readonly ApplicationStatus[] = ['Hired', 'Rejected', 'Withdrawn', 'Closed'];
const STAGE_DAYS: Partial<Record<ApplicationStatus, number>> = {
  Submitted: 10,
  'In Review': 14,
  Interviewing: 21,
  Offered: 7,
};

function pickStatus(random: Random): ApplicationStatus {
  let left = random();
  for (const [status, share] of PAGE_STATUSES) {
    left -= share;
    if (left < 0) return status;
  }
  return 'Submitted';
}

export type PageMix = {
  applications: number;
  byStatus: Record<string, number>;
  historyRows: number;
  updates: number;
  messages: number;
};

// `positionIds.length` applications of the candidate `email`, one per position, submitted over
// the last 59 days: each with the status path it went through, a promised date still ahead for
// the active ones (some after an overdue notice or an extension, recorded as updates), and a
// conversation on every fourth (1–5 messages, the team's last sometimes unread). None is due
// for the follow-up job, which the server runs every minute during the measurement.
export async function insertPageApplications(
  bench: BenchDatabase,
  input: {
    email: string;
    positionIds: readonly number[];
    runId: string;
    now: Date;
    random: Random;
  },
): Promise<PageMix> {
  const { db, group } = bench;
  const { now, random } = input;
  const candidateId = await candidateIdOf(bench, input.email);
  const versionId = await formVersionId(bench);
  const mix: PageMix = {
    applications: 0,
    byStatus: {},
    historyRows: 0,
    updates: 0,
    messages: 0,
  };
  const rows: (ApplicationInsert & { id: string })[] = [];
  const histories: HistoryInsert[] = [];
  const updates: UpdateInsert[] = [];
  const messages: MessageInsert[] = [];
  for (const [index, positionId] of input.positionIds.entries()) {
    const id = crypto.randomUUID();
    const status = pickStatus(random);
    const steps = pathTo(status, random);
    const submittedAt = new Date(now.getTime() - (1 + random() * 58) * DAY_MS);
    // The changes spread between the submit and an hour ago.
    const span = now.getTime() - HOUR_MS - submittedAt.getTime();
    const times = steps.map((_, step) =>
      step === 0 ? submittedAt : new Date(submittedAt.getTime() + (span * step) / steps.length),
    );
    const isActive = !INACTIVE.includes(status);
    const noticed = isActive && random() < 0.2;
    const extended = isActive && !noticed && random() < 0.1;
    for (const [step, stepStatus] of steps.entries()) {
      histories.push({
        applicationId: id,
        status: stepStatus,
        changedAt: times[step]!,
        reasonId:
          stepStatus === 'Rejected'
            ? 'positionFilled'
            : stepStatus === 'Closed'
              ? 'noDecision'
              : null,
        note: stepStatus === 'Rejected' && random() < 0.5 ? 'We went with an internal move.' : null,
      });
    }
    const lastChange = times.at(-1)!;
    // Ahead of now, as the stage's days promise (or a notice's or an extension's new date).
    const stageDays = STAGE_DAYS[status] ?? 7;
    const expectedBy = isActive
      ? new Date(Math.max(lastChange.getTime() + stageDays * DAY_MS, now.getTime() + DAY_MS))
      : null;
    if (noticed) {
      updates.push({
        applicationId: id,
        kind: 'overdue',
        at: new Date(now.getTime() - DAY_MS),
        expectedBy,
      });
    }
    if (extended) {
      updates.push({
        applicationId: id,
        kind: 'extended',
        at: new Date(now.getTime() - 2 * DAY_MS),
        expectedBy,
        note: 'The hiring manager is travelling this week.',
      });
    }
    rows.push({
      id,
      groupId: group.id,
      candidateId,
      positionId,
      formVersionId: versionId,
      answers: {},
      status,
      idempotencyKey: `bench-page-${input.runId}-${candidateId}-${index}`,
      submittedAt,
      expectedBy,
      overdueNoticedAt: noticed ? new Date(now.getTime() - DAY_MS) : null,
      extendedUntil: extended ? expectedBy : null,
    });
    if (index % 4 === 0) {
      const count = 1 + Math.floor(random() * 5);
      for (let number = 0; number < count; number += 1) {
        const author = number % 2 === 0 ? 'candidate' : 'employer';
        const at = new Date(submittedAt.getTime() + (span * (number + 1)) / (count + 1));
        messages.push({
          applicationId: id,
          groupId: group.id,
          author,
          body:
            author === 'candidate'
              ? `Is there anything more I can send for this role? (${number + 1})`
              : `Thank you for asking; the team will be in touch after the next round. (${number + 1})`,
          createdAt: at,
          readAt: number === count - 1 && random() < 0.5 ? null : at,
        });
      }
    }
    mix.byStatus[status] = (mix.byStatus[status] ?? 0) + 1;
  }
  await inChunks(rows, (chunk) => db.insert(applications).values(chunk));
  await inChunks(histories, (chunk) => db.insert(applicationStatusHistory).values(chunk));
  await inChunks(updates, (chunk) => db.insert(applicationUpdates).values(chunk));
  await inChunks(messages, (chunk) => db.insert(applicationMessages).values(chunk));
  mix.applications = rows.length;
  mix.historyRows = histories.length;
  mix.updates = updates.length;
  mix.messages = messages.length;
  return mix;
}

// One waiting application for each of these candidates (the one they ask about), submitted two
// days ago: its id, by email.
export async function insertOneApplicationEach(
  bench: BenchDatabase,
  input: { emails: readonly string[]; positionIds: readonly number[]; runId: string; now: Date },
): Promise<Map<string, string>> {
  const { db, group } = bench;
  const versionId = await formVersionId(bench);
  const submittedAt = new Date(input.now.getTime() - 2 * DAY_MS);
  const ids = new Map<string, string>();
  const rows: (ApplicationInsert & { id: string })[] = [];
  for (const [index, email] of input.emails.entries()) {
    const id = crypto.randomUUID();
    ids.set(email, id);
    rows.push({
      id,
      groupId: group.id,
      candidateId: await candidateIdOf(bench, email),
      positionId: input.positionIds[index % input.positionIds.length]!,
      formVersionId: versionId,
      answers: {},
      status: 'Submitted',
      idempotencyKey: `bench-message-${input.runId}-${index}`,
      submittedAt,
      expectedBy: new Date(submittedAt.getTime() + 10 * DAY_MS),
    });
  }
  await inChunks(rows, (chunk) => db.insert(applications).values(chunk));
  await inChunks([...ids.values()], (chunk) =>
    db
      .insert(applicationStatusHistory)
      .values(
        chunk.map((id) => ({ applicationId: id, status: 'Submitted', changedAt: submittedAt })),
      ),
  );
  return ids;
}

// The candidate messages these applications hold.
export async function countCandidateMessages(
  bench: BenchDatabase,
  applicationIds: readonly string[],
): Promise<number> {
  const rows = await bench.db.query.applicationMessages.findMany({
    columns: { id: true },
    where: (row, { and, eq, inArray }) =>
      and(inArray(row.applicationId, [...applicationIds]), eq(row.author, 'candidate')),
  });
  return rows.length;
}

// The job's run: `count` applications of `candidates` new candidates (each applying to as many
// of the group's positions as it takes), by k = 1…count:
//   k % 10 in 0–3 (40%): overdue — waiting or offered, submitted 11–59 days ago, the promised
//     date 1 hour to 10 days past, not yet noticed;
//   4–5 (20%): past the closing limit — waiting, submitted 61–120 days ago, the date past,
//     half of them already noticed (closing comes first, so none of them is noticed again);
//   6: waiting, the date ahead;                 7: decided (Hired, Rejected, Withdrawn), old;
//   8: noticed already, the new date ahead;     9: submitted 90 days ago, extended 10 days ahead.
// Each with its history (the submit, and the current status when it moved on) and the updates
// its notice or extension wrote. Set-based statements, as the job's load test writes them.
export async function insertFollowUpApplications(
  bench: BenchDatabase,
  input: { count: number; candidates: number; runId: string; now: Date },
): Promise<{ overdue: number; closing: number; notDue: number }> {
  const { db, group } = bench;
  const { runId, count } = input;
  const now = input.now.toISOString();
  const prefix = `bench-job-${runId}-`;
  // The mix's dates are set around the default limit of 60 days.
  const { closeAfterDays } = group.configs.pcsxConfig.applicationFollowUpConfig;
  if (closeAfterDays !== 60)
    throw new Error(`The group closes after ${closeAfterDays} days, not 60`);
  const positionsEach = Math.ceil(count / input.candidates);
  await db.execute(sql`
    insert into candidates (group_id, email, enc_id, first_name, last_name)
    select ${group.id}::uuid, ${prefix} || n || '@example.com', ${prefix} || n, 'Jordan', 'Waiting ' || n
    from generate_series(1, ${input.candidates}) as n`);
  await db.execute(sql`
    with people as (
      select id, row_number() over (order by id) as n from candidates where email like ${`${prefix}%`}
    ), jobs as (
      select id, row_number() over (order by id) as n from positions where group_id = ${group.id}::uuid
    ), version as (
      select id from form_versions where group_id = ${group.id}::uuid order by id limit 1
    ), pairs as (
      select people.id as candidate_id, jobs.id as position_id,
        row_number() over (order by people.n, jobs.n) as k
      from people cross join jobs where jobs.n <= ${positionsEach}
    ), shaped as (
      select candidate_id, position_id, k, k % 10 as kind, (k / 10) % 4 as variant,
        (k * 7919) % 1000 / 1000.0 as spread
      from pairs where k <= ${count}
    )
    insert into applications
      (group_id, candidate_id, position_id, form_version_id, answers, status, idempotency_key,
       submitted_at, expected_by, overdue_noticed_at, extended_until)
    select ${group.id}::uuid, candidate_id, position_id, (select id from version), '{}'::jsonb,
      case
        when kind <= 3 then (array['Submitted', 'In Review', 'Interviewing', 'Offered'])[variant + 1]
        when kind in (4, 5, 6, 8) then (array['Submitted', 'In Review', 'Interviewing', 'Submitted'])[variant + 1]
        when kind = 7 then (array['Hired', 'Rejected', 'Withdrawn', 'Rejected'])[variant + 1]
        else 'In Review'
      end,
      ${prefix} || k,
      ${now}::timestamptz - case
        when kind <= 3 then interval '11 days' + spread * interval '48 days'
        when kind in (4, 5) then interval '61 days' + spread * interval '59 days'
        when kind = 6 then interval '1 day' + spread * interval '5 days'
        when kind = 7 then interval '30 days' + spread * interval '300 days'
        when kind = 8 then interval '20 days' + spread * interval '30 days'
        else interval '90 days'
      end,
      case
        when kind <= 3 then ${now}::timestamptz - interval '1 hour' - spread * interval '10 days'
        when kind in (4, 5) then ${now}::timestamptz - interval '1 day' - spread * interval '20 days'
        when kind = 7 then null
        else ${now}::timestamptz + interval '1 day' + spread * interval '9 days'
      end,
      case
        when kind = 5 or kind = 8 then ${now}::timestamptz - interval '2 days'
        else null
      end,
      case when kind = 9 then ${now}::timestamptz + interval '10 days' else null end
    from shaped`);
  await db.execute(sql`
    insert into application_status_history (application_id, status, changed_at, reason_id)
    select id, 'Submitted', submitted_at, null from applications
    where idempotency_key like ${`${prefix}%`}
    union all
    select id, status, submitted_at + interval '3 days',
      case when status = 'Rejected' then 'positionFilled' else null end
    from applications
    where idempotency_key like ${`${prefix}%`} and status <> 'Submitted'`);
  await db.execute(sql`
    insert into application_updates (application_id, kind, at, expected_by, note)
    select id, case when extended_until is null then 'overdue' else 'extended' end,
      ${now}::timestamptz - interval '2 days', expected_by,
      case when extended_until is null then null else 'Waiting for the budget.' end
    from applications
    where idempotency_key like ${`${prefix}%`}
      and (extended_until is not null or (overdue_noticed_at is not null and expected_by > ${now}::timestamptz))`);
  const [shape] = await queryRows<{ overdue: number; closing: number; total: number }>(
    db,
    sql`
    select
      (count(*) filter (where status not in ('Hired', 'Rejected', 'Withdrawn', 'Closed')
        and expected_by < ${now}::timestamptz and overdue_noticed_at is null
        and submitted_at >= ${now}::timestamptz - interval '60 days'))::integer as overdue,
      (count(*) filter (where status in ('Submitted', 'In Review', 'Interviewing')
        and submitted_at < ${now}::timestamptz - interval '60 days'
        and (extended_until is null or extended_until < ${now}::timestamptz)))::integer as closing,
      count(*)::integer as total
    from applications where idempotency_key like ${`${prefix}%`}`,
  );
  if (!shape || shape.total !== count) {
    throw new Error(`${shape?.total ?? 0} applications written, not ${count}`);
  }
  return {
    overdue: shape.overdue,
    closing: shape.closing,
    notDue: shape.total - shape.overdue - shape.closing,
  };
}

// One run of the job the server runs every APPLICATION_FOLLOW_UP_INTERVAL_MS. The mails it queues
// stay in the outbox: sending them is the outbox worker's work, not the job's.
export async function runFollowUp(bench: BenchDatabase, now: Date) {
  const idle = () => Promise.resolve();
  const outbox: OutboxWorker = {
    start: () => undefined,
    notify: () => undefined,
    flush: idle,
    stop: idle,
  };
  const started = performance.now();
  const cpuBefore = process.cpuUsage();
  const result = await runApplicationFollowUp(
    { db: bench.db, env: bench.env, groups: createGroupCache(bench.db), outbox },
    now,
  );
  const cpu = process.cpuUsage(cpuBefore);
  // PGlite runs on this thread, so the CPU time is the job's and the database's together.
  return {
    ...result,
    seconds: (performance.now() - started) / 1000,
    cpuSeconds: (cpu.user + cpu.system) / 1e6,
  };
}

// What the run left: the notices recorded and the notifications and mails queued for the run's
// candidates.
export async function countFollowUpWrites(bench: BenchDatabase, runId: string, at: Date) {
  const prefix = `bench-job-${runId}-%`;
  const [counts] = await queryRows<{
    overdue: number;
    closed: number;
    notifications: number;
  }>(
    bench.db,
    sql`
    select
      (select count(*)::integer from application_updates u join applications a on a.id = u.application_id
        where a.idempotency_key like ${prefix} and u.kind = 'overdue' and u.at = ${at.toISOString()}::timestamptz) as overdue,
      (select count(*)::integer from applications where idempotency_key like ${prefix} and status = 'Closed') as closed,
      (select count(*)::integer from notifications n join candidates c on c.id = n.candidate_id
        where c.email like ${prefix}) as notifications`,
  );
  return counts ?? { overdue: 0, closed: 0, notifications: 0 };
}
