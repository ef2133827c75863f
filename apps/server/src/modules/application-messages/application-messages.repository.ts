import { and, asc, eq, gte, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { queryRows } from '../../db/query-rows';
import {
  applicationMessages,
  applications,
  applicationSurveys,
  applicationUpdates,
  candidates,
  interviewEvents,
  interviews,
  positions,
  storedFiles,
} from '../../db/schema';
import { applicationsOwner, forgetOwner } from '../../shared/read-cache';

// The conversation of an application and its "How was it?" answer
// (docs/product/application-follow-up.md). The candidate's applications list counts the messages
// and shows the survey's state, and is kept per candidate (decision 020): every write below
// forgets it.

export type MessageAuthor = 'candidate' | 'employer';

export type ThreadApplication = {
  id: string;
  candidateId: string;
  positionId: number;
  status: string;
  positionTitle: string;
};

export type MessageRow = {
  id: number;
  author: string;
  body: string;
  createdAt: Date;
  readAt: Date | null;
  file: { id: string; name: string; size: number; contentType: string } | null;
};

const threadColumns = {
  id: applications.id,
  candidateId: applications.candidateId,
  positionId: applications.positionId,
  status: applications.status,
  positionTitle: positions.title,
};

// The application within the group, and the candidate's own when candidateId is given; held until
// the transaction ends when `lock` (a survey answer decides on its status).
export async function findThreadApplication(
  db: Database,
  groupId: string,
  applicationId: string,
  candidateId: string | null,
  options: { lock?: boolean } = {},
): Promise<ThreadApplication | null> {
  const query = db
    .select(threadColumns)
    .from(applications)
    .innerJoin(positions, eq(positions.id, applications.positionId))
    .where(
      and(
        eq(applications.groupId, groupId),
        eq(applications.id, applicationId),
        candidateId === null ? undefined : eq(applications.candidateId, candidateId),
      ),
    );
  const [row] = options.lock ? await query.for('update', { of: applications }) : await query;
  return row ?? null;
}

// Oldest first, each with its attachment's stored file (of the same candidate and group: checked
// when it was sent).
export async function listMessages(db: Database, applicationId: string): Promise<MessageRow[]> {
  const rows = await db
    .select({
      id: applicationMessages.id,
      author: applicationMessages.author,
      body: applicationMessages.body,
      createdAt: applicationMessages.createdAt,
      readAt: applicationMessages.readAt,
      fileId: storedFiles.id,
      fileName: storedFiles.name,
      fileSize: storedFiles.size,
      fileType: storedFiles.contentType,
    })
    .from(applicationMessages)
    // file_id holds a checked uuid: cast it, so the join uses the files' primary key.
    .leftJoin(storedFiles, sql`${storedFiles.id} = ${applicationMessages.fileId}::uuid`)
    .where(eq(applicationMessages.applicationId, applicationId))
    .orderBy(asc(applicationMessages.id));
  return rows.map(({ fileId, fileName, fileSize, fileType, ...row }) => ({
    ...row,
    file:
      fileId !== null && fileName !== null && fileSize !== null && fileType !== null
        ? { id: fileId, name: fileName, size: fileSize, contentType: fileType }
        : null,
  }));
}

// The other side's unread messages, read now.
export async function markMessagesRead(
  db: Database,
  application: Pick<ThreadApplication, 'id' | 'candidateId'>,
  author: MessageAuthor,
  now: Date,
): Promise<number> {
  const marked = await db
    .update(applicationMessages)
    .set({ readAt: now })
    .where(
      and(
        eq(applicationMessages.applicationId, application.id),
        eq(applicationMessages.author, author),
        isNull(applicationMessages.readAt),
      ),
    )
    .returning({ id: applicationMessages.id });
  if (marked.length > 0) forgetOwner(applicationsOwner(application.candidateId), db);
  return marked.length;
}

export async function insertMessage(
  db: Database,
  application: Pick<ThreadApplication, 'id' | 'candidateId'>,
  row: {
    groupId: string;
    author: MessageAuthor;
    body: string;
    fileId: string | null;
    at: Date;
    // Already read by the other side (the demo's conversation).
    readAt?: Date | null;
  },
): Promise<number> {
  const [inserted] = await db
    .insert(applicationMessages)
    .values({
      applicationId: application.id,
      groupId: row.groupId,
      author: row.author,
      body: row.body,
      fileId: row.fileId,
      createdAt: row.at,
      readAt: row.readAt ?? null,
    })
    .returning({ id: applicationMessages.id });
  if (!inserted) throw new Error('The message was not stored.');
  forgetOwner(applicationsOwner(application.candidateId), db);
  return inserted.id;
}

export type ThreadSummaryRow = {
  applicationId: string;
  candidateEmail: string;
  positionTitle: string;
  status: string;
  messages: number;
  unread: number;
  lastAuthor: string;
  lastAt: Date;
};

// The employer's list: each application with messages, the newest message first; `unanswered`
// keeps those whose last message is the candidate's.
export async function listThreads(
  db: Database,
  groupId: string,
  unanswered: boolean,
  limit: number,
): Promise<ThreadSummaryRow[]> {
  const rows = await queryRows<{
    application_id: string;
    email: string;
    title: string;
    status: string;
    messages: number | string;
    unread: number | string;
    last_author: string;
    last_at: string | Date;
  }>(
    db,
    sql`
    with threads as (
      select m.application_id,
        count(*) as messages,
        count(*) filter (where m.author = 'candidate' and m.read_at is null) as unread,
        (array_agg(m.author order by m.id desc))[1] as last_author,
        max(m.created_at) as last_at
      from application_messages m
      where m.group_id = ${groupId}::uuid
      group by m.application_id
    )
    select t.application_id, c.email, p.title, a.status, t.messages, t.unread, t.last_author, t.last_at
    from threads t
    join applications a on a.id = t.application_id
    join candidates c on c.id = a.candidate_id
    join positions p on p.id = a.position_id
    where ${unanswered ? sql`t.last_author = 'candidate'` : sql`true`}
    order by t.last_at desc, t.application_id
    limit ${limit}`,
  );
  return rows.map((row) => ({
    applicationId: row.application_id,
    candidateEmail: row.email,
    positionTitle: row.title,
    status: row.status,
    messages: Number(row.messages),
    unread: Number(row.unread),
    lastAuthor: row.last_author,
    lastAt: new Date(row.last_at),
  }));
}

export async function findCandidateEmail(db: Database, candidateId: string): Promise<string> {
  const [row] = await db
    .select({ email: candidates.email })
    .from(candidates)
    .where(eq(candidates.id, candidateId));
  return row?.email ?? '';
}

// Whether one of the application's interviews was recorded as completed.
export async function hasCompletedInterview(db: Database, applicationId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: interviewEvents.id })
    .from(interviewEvents)
    .innerJoin(interviews, eq(interviews.id, interviewEvents.interviewId))
    .where(and(eq(interviews.applicationId, applicationId), eq(interviewEvents.kind, 'completed')))
    .limit(1);
  return row !== undefined;
}

// The one answer of an application; false when it was answered already (the insert is the check).
export async function insertSurveyAnswer(
  db: Database,
  application: Pick<ThreadApplication, 'id' | 'candidateId'>,
  row: Omit<typeof applicationSurveys.$inferInsert, 'applicationId'> & { answeredAt: Date },
): Promise<boolean> {
  const inserted = await db
    .insert(applicationSurveys)
    .values({ ...row, applicationId: application.id })
    .onConflictDoNothing()
    .returning({ applicationId: applicationSurveys.applicationId });
  if (inserted.length === 0) return false;
  await db
    .insert(applicationUpdates)
    .values({ applicationId: application.id, kind: 'survey_answered', at: row.answeredAt });
  forgetOwner(applicationsOwner(application.candidateId), db);
  return true;
}

export type SurveyReportRow = {
  positionId: number;
  positionTitle: string;
  stageId: string;
  rating: number;
  comment: string;
  shareIdentity: boolean;
  candidateEmail: string;
  answeredAt: Date;
};

export async function listSurveyAnswers(
  db: Database,
  groupId: string,
  since: Date | null,
): Promise<SurveyReportRow[]> {
  return db
    .select({
      positionId: applicationSurveys.positionId,
      positionTitle: positions.title,
      stageId: applicationSurveys.stageId,
      rating: applicationSurveys.rating,
      comment: applicationSurveys.comment,
      shareIdentity: applicationSurveys.shareIdentity,
      candidateEmail: candidates.email,
      answeredAt: applicationSurveys.answeredAt,
    })
    .from(applicationSurveys)
    .innerJoin(applications, eq(applications.id, applicationSurveys.applicationId))
    .innerJoin(candidates, eq(candidates.id, applications.candidateId))
    .innerJoin(positions, eq(positions.id, applicationSurveys.positionId))
    .where(
      and(
        eq(applicationSurveys.groupId, groupId),
        since === null ? undefined : gte(applicationSurveys.answeredAt, since),
      ),
    )
    .orderBy(
      asc(positions.title),
      asc(applicationSurveys.positionId),
      asc(applicationSurveys.answeredAt),
    );
}
