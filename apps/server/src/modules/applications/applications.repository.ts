import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { queryRows } from '../../db/query-rows';
import { applicationsOwner, dashboardOwner, forgetOwner } from '../../shared/read-cache';
import {
  applicationStatusHistory,
  applications,
  candidates,
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

export type ApplicationRow = typeof applications.$inferSelect;
export type StatusChange = { status: string; at: Date };
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
  row: Omit<typeof applications.$inferInsert, 'id'> & { submittedAt: Date },
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
        (group_id, candidate_id, position_id, form_version_id, answers, status, idempotency_key, submitted_at)
      values (${row.groupId}::uuid, ${row.candidateId}::uuid, ${row.positionId}::integer,
        ${row.formVersionId}::integer, ${JSON.stringify(row.answers)}::jsonb, ${row.status},
        ${row.idempotencyKey}, ${row.submittedAt.toISOString()}::timestamptz)
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
  };
}

export async function statusHistories(
  db: Database,
  applicationIds: readonly string[],
): Promise<Map<string, StatusChange[]>> {
  const byApplication = new Map<string, StatusChange[]>();
  if (applicationIds.length === 0) return byApplication;
  const rows = await db
    .select({
      applicationId: applicationStatusHistory.applicationId,
      status: applicationStatusHistory.status,
      at: applicationStatusHistory.changedAt,
    })
    .from(applicationStatusHistory)
    .where(inArray(applicationStatusHistory.applicationId, [...applicationIds]))
    .orderBy(asc(applicationStatusHistory.changedAt), asc(applicationStatusHistory.id));
  for (const { applicationId, status, at } of rows) {
    const list = byApplication.get(applicationId) ?? [];
    list.push({ status, at });
    byApplication.set(applicationId, list);
  }
  return byApplication;
}

// The history of every interview of these applications, oldest first, in one query for the
// candidate's whole list (an application's timeline shows it beside its status changes). The
// interviews module forgets applicationsOwner on each of its writes, so a cached list stays true.
export async function interviewHistories(
  db: Database,
  applicationIds: readonly string[],
): Promise<Map<string, ApplicationInterviewEvent[]>> {
  const byApplication = new Map<string, ApplicationInterviewEvent[]>();
  if (applicationIds.length === 0) return byApplication;
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
  for (const { applicationId, ...event } of rows) {
    const list = byApplication.get(applicationId) ?? [];
    list.push(event);
    byApplication.set(applicationId, list);
  }
  return byApplication;
}

// What the candidate's list shows of an application: not its answers, which can be long.
const applicationSummaryColumns = {
  id: applications.id,
  candidateId: applications.candidateId,
  positionId: applications.positionId,
  status: applications.status,
  submittedAt: applications.submittedAt,
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
    history: StatusChange[];
  },
): Promise<void> {
  const { history, ...application } = row;
  const first = history[0];
  const last = history.at(-1);
  if (!first || !last) return;
  const [inserted] = await db
    .insert(applications)
    .values({ ...application, status: last.status, submittedAt: first.at })
    .onConflictDoNothing()
    .returning({ id: applications.id });
  if (!inserted) return;
  forgetOwner(applicationsOwner(application.candidateId), db);
  await db.insert(applicationStatusHistory).values(
    history.map((change) => ({
      applicationId: inserted.id,
      status: change.status,
      changedAt: change.at,
    })),
  );
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

export async function setApplicationStatus(
  db: Database,
  applicationId: string,
  status: string,
  at: Date,
): Promise<void> {
  const [changed] = await db
    .update(applications)
    .set({ status })
    .where(eq(applications.id, applicationId))
    .returning({ candidateId: applications.candidateId });
  await db.insert(applicationStatusHistory).values({ applicationId, status, changedAt: at });
  // The dashboard's kept lists show the status (decision 020).
  if (changed) forgetOwner(applicationsOwner(changed.candidateId), db);
}

export type GroupApplicationRow = {
  id: string;
  status: string;
  submittedAt: Date;
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
