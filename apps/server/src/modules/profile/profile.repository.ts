import { and, eq } from 'drizzle-orm';
import { dashboardOwner, forgetOwner } from '../../shared/read-cache';
import type { Database } from '../../db/database';
import { candidateProfiles, candidates, candidateSkills } from '../../db/schema';

export type ProfileRow = typeof candidateProfiles.$inferSelect;
export type ProfileRowUpdate = Partial<Omit<ProfileRow, 'candidateId'>>;

export async function findProfileRow(
  db: Database,
  candidateId: string,
): Promise<ProfileRow | null> {
  const [row] = await db
    .select()
    .from(candidateProfiles)
    .where(eq(candidateProfiles.candidateId, candidateId));
  return row ?? null;
}

// Holds the candidate's row until the transaction ends, so two edits of one profile (two tabs)
// apply one after the other, each to what the other left.
export async function lockCandidateRow(
  db: Database,
  groupId: string,
  candidateId: string,
): Promise<boolean> {
  const rows = await db
    .select({ id: candidates.id })
    .from(candidates)
    .where(and(eq(candidates.id, candidateId), eq(candidates.groupId, groupId)))
    .for('update');
  return rows.length > 0;
}

export async function upsertProfileRow(
  db: Database,
  candidateId: string,
  values: ProfileRowUpdate,
): Promise<void> {
  await db
    .insert(candidateProfiles)
    .values({ candidateId, ...values })
    .onConflictDoUpdate({ target: candidateProfiles.candidateId, set: values });
  // The dashboard's nudges show the profile's completion (decision 020).
  forgetOwner(dashboardOwner(candidateId), db);
}

export async function updateCandidateName(
  db: Database,
  candidateId: string,
  name: { firstName: string; lastName: string },
): Promise<void> {
  await db.update(candidates).set(name).where(eq(candidates.id, candidateId));
  forgetOwner(candidateId, db);
}

// The list in the candidate's order, replacing what was there.
export async function replaceCandidateSkills(
  db: Database,
  candidateId: string,
  skills: readonly string[],
): Promise<void> {
  await db.delete(candidateSkills).where(eq(candidateSkills.candidateId, candidateId));
  forgetOwner(dashboardOwner(candidateId), db);
  if (skills.length === 0) return;
  await db
    .insert(candidateSkills)
    .values(skills.map((skill, ordinal) => ({ candidateId, skill, ordinal })));
}
