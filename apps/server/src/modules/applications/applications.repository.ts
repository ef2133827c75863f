import type { ApplicationFollowUpConfig } from '@careers/contracts';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { queryRows } from '../../db/query-rows';
import { applicationsOwner, dashboardOwner, forgetOwner } from '../../shared/read-cache';
import {
  applicationMessages,
  applicationStatusHistory,
  applicationSurveys,
  applicationUpdates,
  applications,
  candidates,
  groups,
  draftApplications,
  interviewEvents,
  interviews,
  positions,
} from '../../db/schema';
import {
  positionSummaryColumns,
  type PositionLink,
  type PositionRow,
  type PositionSummaryRow,
} from '../positions/positions.public';
import { candidateColumns, type Candidate } from '../candidates/candidates.public';
import { expectedByAfter } from './application-stages';

export type ApplicationRow = typeof applications.$inferSelect;
export type StatusChange = { status: string; at: Date };
// A change as the record reads it: with a rejection's reason and note, or a closing's.
export type StatusHistoryEntry = StatusChange & { reasonId: string | null; note: string | null };
export type ApplicationUpdate = {
  kind: string;
  at: Date;
  expectedBy: Date | null;
  note: string | null;
};
export type ApplicationInterviewEvent = {
  interviewId: number;
  kind: string;
  at: Date;
  startsAt: Date | null;
};
export type DraftRow = typeof draftApplications.$inferSelect;

export async function findApplication(
  db: Database,
  candidateId: string,
  positionId: number,
): Promise<ApplicationRow | null> {
  const [row] = await db
    .select()
    .from(applications)
    .where(and(eq(applications.candidateId, candidateId), eq(applications.positionId, positionId)));
  return row ?? null;
}

export async function findApplicationByKey(
  db: Database,
  candidateId: string,
  idempotencyKey: string,
): Promise<ApplicationRow | null> {
  const [row] = await db
    .select()
    .from(applications)
    .where(
      and(
        eq(applications.candidateId, candidateId),
        eq(applications.idempotencyKey, idempotencyKey),
      ),
    );
  return row ?? null;
}

// Inserted with its first status, in one statement; null when the candidate already has one
// for the position (a second request that lost the race).
export async function insertApplication(
  db: Database,
  row: Omit<typeof applications.$inferInsert, 'id'> & {
    submittedAt: Date;
    expectedBy: Date | null;
  },
): Promise<ApplicationSummaryRow | null> {
  const [inserted] = await queryRows<{
    id: string;
    candidate_id: string;
    position_id: number;
    status: string;
  }>(
    db,
    sql`
    with inserted as (
      insert into applications
        (group_id, candidate_id, position_id, form_version_id, answers, status, idempotency_key, submitted_at, expected_by)
      values (${row.groupId}::uuid, ${row.candidateId}::uuid, ${row.positionId}::integer,
        ${row.formVersionId}::integer, ${JSON.stringify(row.answers)}::jsonb, ${row.status},
        ${row.idempotencyKey}, ${row.submittedAt.toISOString()}::timestamptz,
        ${row.expectedBy?.toISOString() ?? null}::timestamptz)
      on conflict do nothing
      returning id, candidate_id, position_id, status
    ), history as (
      insert into application_status_history (application_id, status, changed_at)
      select id, status, ${row.submittedAt.toISOString()}::timestamptz from inserted
    )
    select id, candidate_id, position_id, status from inserted`,
  );
  if (!inserted) return null;
  forgetOwner(applicationsOwner(row.candidateId), db);
  return {
    id: inserted.id,
    candidateId: inserted.candidate_id,
    positionId: inserted.position_id,
    status: inserted.status,
    submittedAt: row.submittedAt,
    expectedBy: row.expectedBy,
  };
}

// Rows of several applications, each application's in the order read, without its id.
function groupByApplication<T extends { applicationId: string }>(
  rows: readonly T[],
): Map<string, Omit<T, 'applicationId'>[]> {
  const byApplication = new Map<string, Omit<T, 'applicationId'>[]>();
  for (const { applicationId, ...row } of rows) {
    const list = byApplication.get(applicationId) ?? [];
    list.push(row);
    byApplication.set(applicationId, list);
  }
  return byApplication;
}

export async function statusHistories(
  db: Database,
  applicationIds: readonly string[],
): Promise<Map<string, StatusHistoryEntry[]>> {
  if (applicationIds.length === 0) return new Map();
  const rows = await db
    .select({
      applicationId: applicationStatusHistory.applicationId,
      status: applicationStatusHistory.status,
      at: applicationStatusHistory.changedAt,
      reasonId: applicationStatusHistory.reasonId,
      note: applicationStatusHistory.note,
    })
    .from(applicationStatusHistory)
    .where(inArray(applicationStatusHistory.applicationId, [...applicationIds]))
    .orderBy(asc(applicationStatusHistory.changedAt), asc(applicationStatusHistory.id));
  return groupByApplication(rows);
}

// The history of every interview of these applications, oldest first, in one query for the
// candidate's whole list (an application's timeline shows it beside its status changes). The
// interviews module forgets applicationsOwner on each of its writes, so a cached list stays true.
export async function interviewHistories(
  db: Database,
  applicationIds: readonly string[],
): Promise<Map<string, ApplicationInterviewEvent[]>> {
  if (applicationIds.length === 0) return new Map();
  const rows = await db
    .select({
      applicationId: interviews.applicationId,
      interviewId: interviewEvents.interviewId,
      kind: interviewEvents.kind,
      at: interviewEvents.at,
      startsAt: interviewEvents.startsAt,
    })
    .from(interviewEvents)
    .innerJoin(interviews, eq(interviews.id, interviewEvents.interviewId))
    .where(inArray(interviews.applicationId, [...applicationIds]))
    .orderBy(asc(interviewEvents.at), asc(interviewEvents.id));
  return groupByApplication(rows);
}

// Overdue notices and extensions (and a survey answered) of these applications, oldest first, in
// one query for the candidate's whole list.
export async function applicationUpdateHistories(
  db: Database,
  applicationIds: readonly string[],
): Promise<Map<string, ApplicationUpdate[]>> {
  if (applicationIds.length === 0) return new Map();
  const rows = await db
    .select({
      applicationId: applicationUpdates.applicationId,
      kind: applicationUpdates.kind,
      at: applicationUpdates.at,
      expectedBy: applicationUpdates.expectedBy,
      note: applicationUpdates.note,
    })
    .from(applicationUpdates)
    .where(inArray(applicationUpdates.applicationId, [...applicationIds]))
    .orderBy(asc(applicationUpdates.at), asc(applicationUpdates.id));
  return groupByApplication(rows);
}

// How many messages each application's conversation holds, and how many of the team's are
// unread, in one query for the whole list.
export async function messageCounts(
  db: Database,
  applicationIds: readonly string[],
): Promise<Map<string, { count: number; unread: number }>> {
  const byApplication = new Map<string, { count: number; unread: number }>();
  if (applicationIds.length === 0) return byApplication;
  const rows = await db
    .select({
      applicationId: applicationMessages.applicationId,
      count: sql<number>`count(*)::integer`,
      unread: sql<number>`(count(*) filter (where ${applicationMessages.author} = 'employer' and ${applicationMessages.readAt} is null))::integer`,
    })
    .from(applicationMessages)
    .where(inArray(applicationMessages.applicationId, [...applicationIds]))
    .groupBy(applicationMessages.applicationId);
  for (const { applicationId, count, unread } of rows) {
    byApplication.set(applicationId, { count, unread });
  }
  return byApplication;
}

// Which of these applications had their "How was it?" question answered.
export async function answeredSurveys(
  db: Database,
  applicationIds: readonly string[],
): Promise<Set<string>> {
  if (applicationIds.length === 0) return new Set();
  const rows = await db
    .select({ applicationId: applicationSurveys.applicationId })
    .from(applicationSurveys)
    .where(inArray(applicationSurveys.applicationId, [...applicationIds]));
  return new Set(rows.map((row) => row.applicationId));
}

// What the candidate's list shows of an application: not its answers, which can be long.
const applicationSummaryColumns = {
  id: applications.id,
  candidateId: applications.candidateId,
  positionId: applications.positionId,
  status: applications.status,
  submittedAt: applications.submittedAt,
  expectedBy: applications.expectedBy,
};
export type ApplicationSummaryRow = Pick<ApplicationRow, keyof typeof applicationSummaryColumns>;

export async function listApplicationsWithPositions(
  db: Database,
  groupId: string,
  candidateId: string,
): Promise<{ application: ApplicationSummaryRow; position: PositionSummaryRow }[]> {
  const rows = await db
    .select({ application: applicationSummaryColumns, position: positionSummaryColumns })
    .from(applications)
    .innerJoin(positions, eq(positions.id, applications.positionId))
    .where(and(eq(applications.groupId, groupId), eq(applications.candidateId, candidateId)))
    .orderBy(desc(applications.submittedAt));
  return rows;
}

// One application of the candidate's in the group, with what its record shows of the position.
export async function findCandidateApplication(
  db: Database,
  groupId: string,
  candidateId: string,
  applicationId: string,
): Promise<{ application: ApplicationSummaryRow; position: PositionSummaryRow } | null> {
  const [row] = await db
    .select({ application: applicationSummaryColumns, position: positionSummaryColumns })
    .from(applications)
    .innerJoin(positions, eq(positions.id, applications.positionId))
    .where(
      and(
        eq(applications.groupId, groupId),
        eq(applications.candidateId, candidateId),
        eq(applications.id, applicationId),
      ),
    );
  return row ?? null;
}

export async function findDraft(
  db: Database,
  candidateId: string,
  positionId: number,
): Promise<DraftRow | null> {
  const [row] = await db
    .select()
    .from(draftApplications)
    .where(
      and(
        eq(draftApplications.candidateId, candidateId),
        eq(draftApplications.positionId, positionId),
      ),
    );
  return row ?? null;
}

// What decides whether a candidate may apply to the position a link names: a few columns (a
// draft save reads them on every pause in typing); a submit also reads what the application's
// record shows of the position, and whether the candidate applied already, in the same read.
export type ApplyPosition = Pick<
  PositionRow,
  'id' | 'archivedAt' | 'validThrough' | 'applicationFormId'
>;
export type ApplyTarget = ApplyPosition & { isApplied: boolean };

const applyPositionColumns = {
  id: positions.id,
  archivedAt: positions.archivedAt,
  validThrough: positions.validThrough,
  applicationFormId: positions.applicationFormId,
};

function linkedPosition(groupId: string, link: PositionLink) {
  return and(
    eq(positions.groupId, groupId),
    'id' in link
      ? and(eq(positions.id, link.id), eq(positions.isPrivate, false))
      : eq(positions.privateKey, link.privateKey),
  );
}

export async function findApplyPosition(
  db: Database,
  groupId: string,
  link: PositionLink,
): Promise<ApplyPosition | null> {
  const [row] = await db
    .select(applyPositionColumns)
    .from(positions)
    .where(linkedPosition(groupId, link))
    .limit(1);
  return row ?? null;
}

export async function hasApplied(
  db: Database,
  candidateId: string,
  positionId: number,
): Promise<boolean> {
  const [row] = await db
    .select({ id: applications.id })
    .from(applications)
    .where(and(eq(applications.candidateId, candidateId), eq(applications.positionId, positionId)))
    .limit(1);
  return row !== undefined;
}

export async function findApplyTargetWithRecord(
  db: Database,
  groupId: string,
  link: PositionLink,
  candidateId: string,
): Promise<(ApplyTarget & PositionSummaryRow & { isSaved: boolean }) | null> {
  const [row] = await db
    .select({
      ...positionSummaryColumns,
      ...applyPositionColumns,
      // Spelled out: Drizzle leaves the columns of a one-table select unqualified.
      isApplied: sql<boolean>`exists (select 1 from applications as applied where applied.candidate_id = ${candidateId} and applied.position_id = positions.id)`,
      isSaved: sql<boolean>`exists (select 1 from saved_positions as saved where saved.candidate_id = ${candidateId} and saved.position_id = positions.id)`,
    })
    .from(positions)
    .where(linkedPosition(groupId, link))
    .limit(1);
  return row ?? null;
}

export type DraftUpsert = {
  candidateId: string;
  positionId: number;
  groupId: string;
  answers: Record<string, unknown>;
  updatedAt: Date;
};

// Several drafts in one statement (a group commit); the same draft twice keeps the later save,
// since one statement may not update a row twice. A draft for a position the candidate has
// applied to meanwhile is not written: the submit removed it for good.
export async function upsertDrafts(db: Database, rows: readonly DraftUpsert[]): Promise<void> {
  const latest = new Map(rows.map((row) => [`${row.candidateId}:${row.positionId}`, row]));
  const values = sql.join(
    [...latest.values()].map(
      (row) =>
        sql`(${row.candidateId}::uuid, ${row.positionId}::integer, ${row.groupId}::uuid, ${JSON.stringify(row.answers)}::jsonb, ${row.updatedAt.toISOString()}::timestamptz)`,
    ),
    sql`, `,
  );
  await db.execute(sql`
    insert into draft_applications (candidate_id, position_id, group_id, answers, updated_at)
    select * from (values ${values}) as draft (candidate_id, position_id, group_id, answers, updated_at)
    where not exists (
      select 1 from applications
      where applications.candidate_id = draft.candidate_id
        and applications.position_id = draft.position_id
    )
    on conflict (candidate_id, position_id)
    do update set answers = excluded.answers, updated_at = excluded.updated_at`);
  for (const candidateId of new Set(rows.map((row) => row.candidateId))) {
    forgetOwner(dashboardOwner(candidateId), db);
  }
}

export async function deleteDraft(
  db: Database,
  candidateId: string,
  positionId: number,
): Promise<boolean> {
  const deleted = await db
    .delete(draftApplications)
    .where(
      and(
        eq(draftApplications.candidateId, candidateId),
        eq(draftApplications.positionId, positionId),
      ),
    )
    .returning({ positionId: draftApplications.positionId });
  forgetOwner(dashboardOwner(candidateId), db);
  return deleted.length > 0;
}

export async function listDraftsWithPositions(
  db: Database,
  groupId: string,
  candidateId: string,
): Promise<{ updatedAt: Date; position: PositionSummaryRow }[]> {
  const rows = await db
    .select({ updatedAt: draftApplications.updatedAt, position: positionSummaryColumns })
    .from(draftApplications)
    .innerJoin(positions, eq(positions.id, draftApplications.positionId))
    .where(
      and(eq(draftApplications.groupId, groupId), eq(draftApplications.candidateId, candidateId)),
    )
    .orderBy(desc(draftApplications.updatedAt));
  return rows;
}

// The demo's applications (seed): once, with their whole status history.
export async function insertApplicationWithHistory(
  db: Database,
  row: Omit<typeof applications.$inferInsert, 'status' | 'submittedAt'> & {
    history: (StatusChange & { reasonId?: string | null; note?: string | null })[];
    // Notices and extensions already made (the demo's).
    updates?: Omit<typeof applicationUpdates.$inferInsert, 'applicationId'>[];
  },
): Promise<string | null> {
  const { history, updates = [], ...application } = row;
  const first = history[0];
  const last = history.at(-1);
  if (!first || !last) return null;
  const [inserted] = await db
    .insert(applications)
    .values({ ...application, status: last.status, submittedAt: first.at })
    .onConflictDoNothing()
    .returning({ id: applications.id });
  if (!inserted) return null;
  forgetOwner(applicationsOwner(application.candidateId), db);
  await db.insert(applicationStatusHistory).values(
    history.map((change) => ({
      applicationId: inserted.id,
      status: change.status,
      changedAt: change.at,
      reasonId: change.reasonId ?? null,
      note: change.note ?? null,
    })),
  );
  if (updates.length > 0) {
    await db
      .insert(applicationUpdates)
      .values(updates.map((update) => ({ ...update, applicationId: inserted.id })));
  }
  return inserted.id;
}

// The application, held until the transaction ends (a status change), within the group.
export async function lockApplication(
  db: Database,
  groupId: string,
  applicationId: string,
): Promise<ApplicationRow | null> {
  const [row] = await db
    .select()
    .from(applications)
    .where(and(eq(applications.groupId, groupId), eq(applications.id, applicationId)))
    .for('update');
  return row ?? null;
}

// Every status change goes through here, so each promises the new stage's date (none once
// inactive) and clears the overdue mark: a new date may be noticed again.
export async function setApplicationStatus(
  db: Database,
  applicationId: string,
  status: string,
  at: Date,
  followUp: Pick<ApplicationFollowUpConfig, 'stages'>,
  decision: { reasonId: string | null; note: string | null } = { reasonId: null, note: null },
): Promise<void> {
  const [changed] = await db
    .update(applications)
    .set({ status, expectedBy: expectedByAfter(followUp, status, at), overdueNoticedAt: null })
    .where(eq(applications.id, applicationId))
    .returning({ candidateId: applications.candidateId });
  await db.insert(applicationStatusHistory).values({
    applicationId,
    status,
    changedAt: at,
    reasonId: decision.reasonId,
    note: decision.note,
  });
  // The dashboard's kept lists show the status (decision 020).
  if (changed) forgetOwner(applicationsOwner(changed.candidateId), db);
}

// An extension: not closed before `until` (a later extension already given stands), the new
// date promised, the overdue mark cleared and the note kept in the timeline.
export async function extendApplicationRow(
  db: Database,
  applicationId: string,
  input: { now: Date; until: Date; note: string | null },
): Promise<void> {
  const [changed] = await db
    .update(applications)
    .set({
      extendedUntil: sql`greatest(${applications.extendedUntil}, ${input.until.toISOString()}::timestamptz)`,
      expectedBy: input.until,
      overdueNoticedAt: null,
    })
    .where(eq(applications.id, applicationId))
    .returning({ candidateId: applications.candidateId });
  await db.insert(applicationUpdates).values({
    applicationId,
    kind: 'extended',
    at: input.now,
    expectedBy: input.until,
    note: input.note,
  });
  if (changed) forgetOwner(applicationsOwner(changed.candidateId), db);
}

export type FollowUpClaim = {
  applicationId: string;
  positionTitle: string;
  candidate: Candidate;
};

const INACTIVE_SQL = sql.raw(`('Hired', 'Rejected', 'Withdrawn', 'Closed')`);
const AWAITING_SQL = sql.raw(`('Submitted', 'In Review', 'Interviewing')`);

async function claimedWithCandidates(
  db: Database,
  ids: readonly string[],
): Promise<FollowUpClaim[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({
      applicationId: applications.id,
      positionTitle: positions.title,
      candidate: candidateColumns,
    })
    .from(applications)
    .innerJoin(positions, eq(positions.id, applications.positionId))
    .innerJoin(candidates, eq(candidates.id, applications.candidateId))
    .where(inArray(applications.id, [...ids]));
  for (const candidateId of new Set(rows.map((row) => row.candidate.id))) {
    forgetOwner(applicationsOwner(candidateId), db);
  }
  return rows;
}

// Up to `limit` of the group's active applications whose date has passed unnoticed, claimed in
// one statement: the UPDATE's own condition decides, so with two processes each application is
// claimed once, and the notices and new dates are written with it.
export async function claimOverdueApplications(
  db: Database,
  groupId: string,
  input: { now: Date; newExpectedBy: Date; limit: number },
): Promise<FollowUpClaim[]> {
  const now = input.now.toISOString();
  const next = input.newExpectedBy.toISOString();
  const claimed = await queryRows<{ id: string }>(
    db,
    sql`
    with picked as (
      select id from applications
      where group_id = ${groupId}::uuid and expected_by < ${now}::timestamptz
        and overdue_noticed_at is null and status not in ${INACTIVE_SQL}
      order by expected_by, id
      limit ${input.limit}
      for update skip locked
    ), claimed as (
      update applications set overdue_noticed_at = ${now}::timestamptz, expected_by = ${next}::timestamptz
      from picked
      where applications.id = picked.id and applications.overdue_noticed_at is null
        and applications.expected_by < ${now}::timestamptz and applications.status not in ${INACTIVE_SQL}
      returning applications.id
    ), noticed as (
      insert into application_updates (application_id, kind, at, expected_by)
      select id, 'overdue', ${now}::timestamptz, ${next}::timestamptz from claimed
    )
    select id from claimed`,
  );
  return claimedWithCandidates(
    db,
    claimed.map((row) => row.id),
  );
}

// Up to `limit` of the group's applications still waiting for a decision, submitted before
// `submittedBefore` and not extended past now, moved to Closed in one statement (claimed as the
// notices are), with their history's reason.
export async function closeUndecidedApplications(
  db: Database,
  groupId: string,
  input: { now: Date; submittedBefore: Date; reasonId: string; limit: number },
): Promise<FollowUpClaim[]> {
  const now = input.now.toISOString();
  const before = input.submittedBefore.toISOString();
  const closed = await queryRows<{ id: string }>(
    db,
    sql`
    with picked as (
      select id from applications
      where group_id = ${groupId}::uuid and status in ${AWAITING_SQL}
        and submitted_at < ${before}::timestamptz
        and (extended_until is null or extended_until < ${now}::timestamptz)
      order by submitted_at, id
      limit ${input.limit}
      for update skip locked
    ), closed as (
      update applications set status = 'Closed', expected_by = null, overdue_noticed_at = null
      from picked
      where applications.id = picked.id and applications.status in ${AWAITING_SQL}
        and applications.submitted_at < ${before}::timestamptz
        and (applications.extended_until is null or applications.extended_until < ${now}::timestamptz)
      returning applications.id
    ), history as (
      insert into application_status_history (application_id, status, changed_at, reason_id)
      select id, 'Closed', ${now}::timestamptz, ${input.reasonId} from closed
    )
    select id from closed`,
  );
  return claimedWithCandidates(
    db,
    closed.map((row) => row.id),
  );
}

// The groups the follow-up job goes through (a handful).
export async function listGroupDomains(db: Database): Promise<string[]> {
  const rows = await db.select({ domain: groups.domain }).from(groups).orderBy(asc(groups.domain));
  return rows.map((row) => row.domain);
}

export type GroupApplicationRow = {
  id: string;
  status: string;
  submittedAt: Date;
  expectedBy: Date | null;
  candidateEmail: string;
  positionId: number;
  positionTitle: string;
};

// The employer's list (CLI): newest first.
export async function listGroupApplications(
  db: Database,
  groupId: string,
  limit: number,
): Promise<GroupApplicationRow[]> {
  return db
    .select({
      id: applications.id,
      status: applications.status,
      submittedAt: applications.submittedAt,
      expectedBy: applications.expectedBy,
      candidateEmail: candidates.email,
      positionId: positions.id,
      positionTitle: positions.title,
    })
    .from(applications)
    .innerJoin(candidates, eq(candidates.id, applications.candidateId))
    .innerJoin(positions, eq(positions.id, applications.positionId))
    .where(eq(applications.groupId, groupId))
    .orderBy(desc(applications.submittedAt))
    .limit(limit);
}

// Every application to a position at one status (the CLI offers them interview times at once).
export async function listApplicationIdsAtStage(
  db: Database,
  groupId: string,
  positionId: number,
  status: string,
): Promise<string[]> {
  const rows = await db
    .select({ id: applications.id })
    .from(applications)
    .where(
      and(
        eq(applications.groupId, groupId),
        eq(applications.positionId, positionId),
        eq(applications.status, status),
      ),
    )
    .orderBy(applications.submittedAt);
  return rows.map((row) => row.id);
}

// The employer's follow-up list (CLI): active applications whose date has passed or falls
// before `until`, the soonest first.
export async function listApplicationsDueBy(
  db: Database,
  groupId: string,
  until: Date,
  limit: number,
): Promise<(GroupApplicationRow & { expectedBy: Date })[]> {
  const rows = await db
    .select({
      id: applications.id,
      status: applications.status,
      submittedAt: applications.submittedAt,
      expectedBy: applications.expectedBy,
      candidateEmail: candidates.email,
      positionId: positions.id,
      positionTitle: positions.title,
    })
    .from(applications)
    .innerJoin(candidates, eq(candidates.id, applications.candidateId))
    .innerJoin(positions, eq(positions.id, applications.positionId))
    .where(
      and(
        eq(applications.groupId, groupId),
        sql`${applications.expectedBy} <= ${until.toISOString()}::timestamptz`,
        sql`${applications.status} not in ${INACTIVE_SQL}`,
      ),
    )
    .orderBy(asc(applications.expectedBy), asc(applications.id))
    .limit(limit);
  return rows.flatMap((row) => (row.expectedBy ? [{ ...row, expectedBy: row.expectedBy }] : []));
}

// Demo mode's dev call only: as if `hours` had passed for the candidate's applications and
// drafts — submitted, promised, extended and last saved that much earlier — so the scheduled
// follow-up acts on them now.
export async function ageCandidateApplications(
  db: Database,
  candidateId: string,
  hours: number,
): Promise<void> {
  const by = sql`make_interval(hours => ${hours}::integer)`;
  await db
    .update(applications)
    .set({
      submittedAt: sql`${applications.submittedAt} - ${by}`,
      expectedBy: sql`${applications.expectedBy} - ${by}`,
      extendedUntil: sql`${applications.extendedUntil} - ${by}`,
    })
    .where(eq(applications.candidateId, candidateId));
  await db
    .update(draftApplications)
    .set({ updatedAt: sql`${draftApplications.updatedAt} - ${by}` })
    .where(eq(draftApplications.candidateId, candidateId));
  forgetOwner(applicationsOwner(candidateId), db);
  forgetOwner(dashboardOwner(candidateId), db);
}
