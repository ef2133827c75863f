import { and, asc, desc, eq, gt, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { applicationsOwner, forgetOwner, interviewSlotsOwner } from '../../shared/read-cache';
import {
  applications,
  candidates,
  groups,
  interviewEvents,
  interviewReminders,
  interviews,
  interviewSlots,
  positions,
} from '../../db/schema';
import { candidateColumns, type Candidate } from '../candidates/candidates.public';
import { positionSummaryColumns, type PositionSummaryRow } from '../positions/positions.public';

export type InterviewRow = typeof interviews.$inferSelect;
export type InterviewEventRow = typeof interviewEvents.$inferSelect;
export type InterviewSlotRow = typeof interviewSlots.$inferSelect;
export type InterviewWithPosition = { interview: InterviewRow; position: PositionSummaryRow };

// The dashboard's interviews are kept with the candidate's applications (decision 020): every
// write below forgets them.
const forgetCandidate = (db: Database, candidateId: string) => {
  forgetOwner(applicationsOwner(candidateId), db);
};

export async function insertInterview(
  db: Database,
  row: typeof interviews.$inferInsert,
): Promise<InterviewRow> {
  const [inserted] = await db.insert(interviews).values(row).returning();
  if (!inserted) throw new Error('The interview was not stored.');
  forgetCandidate(db, inserted.candidateId);
  return inserted;
}

export async function updateInterview(
  db: Database,
  row: InterviewRow,
  patch: Partial<typeof interviews.$inferInsert>,
): Promise<InterviewRow> {
  const [updated] = await db
    .update(interviews)
    .set(patch)
    .where(eq(interviews.id, row.id))
    .returning();
  if (!updated) throw new Error('The interview was not updated.');
  forgetCandidate(db, row.candidateId);
  return updated;
}

export async function insertInterviewEvent(
  db: Database,
  candidateId: string,
  row: typeof interviewEvents.$inferInsert,
): Promise<void> {
  await db.insert(interviewEvents).values(row);
  forgetCandidate(db, candidateId);
}

export async function listInterviewEvents(
  db: Database,
  interviewIds: readonly number[],
): Promise<InterviewEventRow[]> {
  if (interviewIds.length === 0) return [];
  return db
    .select()
    .from(interviewEvents)
    .where(inArray(interviewEvents.interviewId, [...interviewIds]))
    .orderBy(asc(interviewEvents.at), asc(interviewEvents.id));
}

export async function insertSlots(
  db: Database,
  rows: (typeof interviewSlots.$inferInsert)[],
): Promise<void> {
  if (rows.length === 0) return;
  await db.insert(interviewSlots).values(rows);
  for (const batchId of new Set(rows.map((row) => row.batchId))) {
    forgetOwner(interviewSlotsOwner(batchId), db);
  }
}

const withPosition = (db: Database) =>
  db
    .select({ interview: interviews, position: positionSummaryColumns })
    .from(interviews)
    .innerJoin(applications, eq(applications.id, interviews.applicationId))
    .innerJoin(positions, eq(positions.id, applications.positionId));

// The candidate's interviews with their positions, soonest first (offers, with no time, last).
export async function listCandidateInterviews(
  db: Database,
  groupId: string,
  candidateId: string,
): Promise<InterviewWithPosition[]> {
  return withPosition(db)
    .where(and(eq(interviews.groupId, groupId), eq(interviews.candidateId, candidateId)))
    .orderBy(asc(interviews.startsAt), asc(interviews.id));
}

// One of the candidate's interviews; `lock` holds its row for the transaction, so two tabs
// changing it run one after the other.
export async function findCandidateInterview(
  db: Database,
  owner: { groupId: string; candidateId: string },
  id: number,
  options: { lock?: boolean } = {},
): Promise<InterviewWithPosition | null> {
  const query = withPosition(db).where(
    and(
      eq(interviews.id, id),
      eq(interviews.groupId, owner.groupId),
      eq(interviews.candidateId, owner.candidateId),
    ),
  );
  const rows = options.lock ? await query.for('update', { of: interviews }) : await query;
  return rows[0] ?? null;
}

export async function findGroupInterview(
  db: Database,
  groupId: string,
  id: number,
  options: { lock?: boolean } = {},
): Promise<InterviewWithPosition | null> {
  const query = withPosition(db).where(and(eq(interviews.id, id), eq(interviews.groupId, groupId)));
  const rows = options.lock ? await query.for('update', { of: interviews }) : await query;
  return rows[0] ?? null;
}

// The employer's list: newest first, optionally one application's or one position's.
export async function listGroupInterviews(
  db: Database,
  groupId: string,
  filter: { applicationId?: string; positionId?: number },
): Promise<(InterviewWithPosition & { email: string })[]> {
  return db
    .select({ interview: interviews, position: positionSummaryColumns, email: candidates.email })
    .from(interviews)
    .innerJoin(applications, eq(applications.id, interviews.applicationId))
    .innerJoin(positions, eq(positions.id, applications.positionId))
    .innerJoin(candidates, eq(candidates.id, interviews.candidateId))
    .where(
      and(
        eq(interviews.groupId, groupId),
        filter.applicationId ? eq(interviews.applicationId, filter.applicationId) : undefined,
        filter.positionId === undefined
          ? undefined
          : eq(applications.positionId, filter.positionId),
      ),
    )
    .orderBy(desc(interviews.createdAt), desc(interviews.id));
}

// The batch's times nobody holds, soonest first.
export async function listFreeSlots(db: Database, batchId: string): Promise<InterviewSlotRow[]> {
  return db
    .select()
    .from(interviewSlots)
    .where(and(eq(interviewSlots.batchId, batchId), isNull(interviewSlots.heldBy)))
    .orderBy(asc(interviewSlots.startsAt), asc(interviewSlots.id));
}

export async function findSlot(
  db: Database,
  groupId: string,
  slotId: number,
): Promise<InterviewSlotRow | null> {
  const [row] = await db
    .select()
    .from(interviewSlots)
    .where(and(eq(interviewSlots.id, slotId), eq(interviewSlots.groupId, groupId)));
  return row ?? null;
}

// The one statement that decides who holds a time: only while nobody does.
export async function claimSlot(
  db: Database,
  slot: { id: number; batchId: string },
  interviewId: number,
): Promise<boolean> {
  const rows = await db
    .update(interviewSlots)
    .set({ heldBy: interviewId })
    .where(
      and(
        eq(interviewSlots.id, slot.id),
        eq(interviewSlots.batchId, slot.batchId),
        isNull(interviewSlots.heldBy),
      ),
    )
    .returning({ id: interviewSlots.id });
  // Taken by this call or, just before, by another process: the list kept here is stale either way.
  forgetOwner(interviewSlotsOwner(slot.batchId), db);
  return rows.length > 0;
}

export async function releaseSlot(db: Database, interviewId: number): Promise<void> {
  const released = await db
    .update(interviewSlots)
    .set({ heldBy: null })
    .where(eq(interviewSlots.heldBy, interviewId))
    .returning({ batchId: interviewSlots.batchId });
  for (const { batchId } of released) forgetOwner(interviewSlotsOwner(batchId), db);
}

// What a reminder needs of a booked interview: its times, the position's title and the
// candidate it goes to. Read with the interview, one query per batch, instead of a position and a
// candidate per row (bench/interviews.ts: 10,000 interviews in one run).
const reminderColumns = {
  interview: {
    id: interviews.id,
    groupId: interviews.groupId,
    startsAt: interviews.startsAt,
    bookedAt: interviews.bookedAt,
    createdAt: interviews.createdAt,
    candidateTimeZone: interviews.candidateTimeZone,
    interviewerTimeZone: interviews.interviewerTimeZone,
  },
  positionTitle: positions.title,
  domain: groups.domain,
  candidate: candidateColumns,
};
export type ReminderRow = {
  interview: Pick<
    InterviewRow,
    | 'id'
    | 'groupId'
    | 'startsAt'
    | 'bookedAt'
    | 'createdAt'
    | 'candidateTimeZone'
    | 'interviewerTimeZone'
  >;
  positionTitle: string;
  domain: string;
  candidate: Candidate;
};

// Booked interviews starting after `now` and at most `horizon` later: those a reminder may be
// due for.
export async function listInterviewsStartingSoon(
  db: Database,
  now: Date,
  horizon: Date,
  afterId: number,
  limit: number,
): Promise<ReminderRow[]> {
  return db
    .select(reminderColumns)
    .from(interviews)
    .innerJoin(applications, eq(applications.id, interviews.applicationId))
    .innerJoin(positions, eq(positions.id, applications.positionId))
    .innerJoin(groups, eq(groups.id, interviews.groupId))
    .innerJoin(candidates, eq(candidates.id, interviews.candidateId))
    .where(
      and(
        sql`${interviews.status} in ('booked', 'rescheduled')`,
        gt(interviews.startsAt, now),
        lte(interviews.startsAt, horizon),
        gt(interviews.id, afterId),
      ),
    )
    .orderBy(asc(interviews.id))
    .limit(limit);
}

// Inserting is the claim: the rows returned are the reminders this caller sends; one another
// process (or an earlier run) inserted are not returned.
export async function claimReminders(
  db: Database,
  rows: { interviewId: number; startsAt: Date; minutesBefore: number }[],
  now: Date,
): Promise<{ interviewId: number; minutesBefore: number }[]> {
  if (rows.length === 0) return [];
  return db
    .insert(interviewReminders)
    .values(rows.map((row) => ({ ...row, sentAt: now })))
    .onConflictDoNothing()
    .returning({
      interviewId: interviewReminders.interviewId,
      minutesBefore: interviewReminders.minutesBefore,
    });
}

// Which of these interviews' reminders for their current times were already sent.
export async function listSentReminders(
  db: Database,
  interviewIds: readonly number[],
): Promise<{ interviewId: number; startsAt: Date; minutesBefore: number }[]> {
  if (interviewIds.length === 0) return [];
  return db
    .select({
      interviewId: interviewReminders.interviewId,
      startsAt: interviewReminders.startsAt,
      minutesBefore: interviewReminders.minutesBefore,
    })
    .from(interviewReminders)
    .where(inArray(interviewReminders.interviewId, [...interviewIds]));
}

// A cancellation, by the candidate or the employer: its time freed, the interview cancelled (its
// calendar file's SEQUENCE bumped) and the change recorded.
export async function cancelInterviewRow(
  db: Database,
  row: InterviewRow,
  cancel: { by: 'candidate' | 'employer'; reason: string; at: Date },
): Promise<InterviewRow> {
  const kind = cancel.by === 'candidate' ? 'cancelled_by_candidate' : 'cancelled_by_employer';
  await releaseSlot(db, row.id);
  const updated = await updateInterview(db, row, {
    status: kind,
    slotId: null,
    sequence: row.sequence + 1,
  });
  await insertInterviewEvent(db, row.candidateId, {
    interviewId: row.id,
    kind,
    by: cancel.by,
    at: cancel.at,
    startsAt: null,
    reason: cancel.reason || null,
  });
  return updated;
}
