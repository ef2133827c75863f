import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { applicationsOwner, forgetOwner } from '../../shared/read-cache';
import { interviews, positions, applications } from '../../db/schema';
import { positionSummaryColumns, type PositionSummaryRow } from '../positions/positions.public';

export type InterviewRow = typeof interviews.$inferSelect;

export async function insertInterview(
  db: Database,
  row: typeof interviews.$inferInsert,
): Promise<InterviewRow> {
  const [inserted] = await db.insert(interviews).values(row).returning();
  if (!inserted) throw new Error('The interview was not stored.');
  // The dashboard's interviews are kept with the candidate's applications (decision 020).
  forgetOwner(applicationsOwner(inserted.candidateId), db);
  return inserted;
}

// The candidate's interviews with their positions, soonest first.
export async function listCandidateInterviews(
  db: Database,
  groupId: string,
  candidateId: string,
): Promise<{ interview: InterviewRow; position: PositionSummaryRow }[]> {
  const rows = await db
    .select({ interview: interviews, position: positionSummaryColumns })
    .from(interviews)
    .innerJoin(applications, eq(applications.id, interviews.applicationId))
    .innerJoin(positions, eq(positions.id, applications.positionId))
    .where(and(eq(interviews.groupId, groupId), eq(interviews.candidateId, candidateId)))
    .orderBy(asc(interviews.startsAt), asc(interviews.id));
  return rows;
}
