import { and, count, eq } from 'drizzle-orm';
import { forgetOwner } from '../../shared/read-cache';
import type { Database } from '../../db/database';
import { candidates, jobAlerts } from '../../db/schema';

export async function updateCandidateSettings(
  db: Database,
  groupId: string,
  candidateId: string,
  values: {
    language?: string;
    notifyByEmail?: boolean;
    mutedEmailCategories?: string[];
    matchScores?: boolean;
  },
): Promise<void> {
  if (Object.keys(values).length === 0) return;
  await db
    .update(candidates)
    .set(values)
    .where(and(eq(candidates.id, candidateId), eq(candidates.groupId, groupId)));
  forgetOwner(candidateId, db);
}

export async function countCandidateJobAlerts(
  db: Database,
  groupId: string,
  candidateId: string,
): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(jobAlerts)
    .where(and(eq(jobAlerts.groupId, groupId), eq(jobAlerts.candidateId, candidateId)));
  return row?.value ?? 0;
}
