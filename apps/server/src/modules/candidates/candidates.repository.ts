import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { candidates, candidateSkills } from '../../db/schema';
import { dashboardOwner, forgetOwner } from '../../shared/read-cache';
import { createRandomToken } from '../../shared/tokens';
import type { Candidate, CandidateFlags, NewCandidate } from './candidate';

export const candidateColumns = {
  id: candidates.id,
  groupId: candidates.groupId,
  email: candidates.email,
  firstName: candidates.firstName,
  lastName: candidates.lastName,
  isAdmin: candidates.isAdmin,
  isThemeBuilder: candidates.isThemeBuilder,
  isOnboarded: candidates.isOnboarded,
  isBootstrapped: candidates.isBootstrapped,
  encId: candidates.encId,
  hasResume: candidates.hasResume,
  language: candidates.language,
  notifyByEmail: candidates.notifyByEmail,
  mutedEmailCategories: candidates.mutedEmailCategories,
  matchScores: candidates.matchScores,
};

export async function findCandidateByEmail(
  db: Database,
  groupId: string,
  email: string,
): Promise<Candidate | null> {
  const [row] = await db
    .select(candidateColumns)
    .from(candidates)
    .where(and(eq(candidates.groupId, groupId), eq(candidates.email, email)))
    .limit(1);
  return row ?? null;
}

export async function insertCandidate(db: Database, candidate: NewCandidate): Promise<Candidate> {
  const [row] = await db
    .insert(candidates)
    .values({ ...candidate, encId: createRandomToken(12) })
    .returning(candidateColumns);
  if (!row) throw new Error('Could not store the candidate');
  return row;
}

// Seeding: the same e-mail in the same group gets the seeded values again, keeping its ids.
export async function upsertCandidate(db: Database, candidate: NewCandidate): Promise<Candidate> {
  const update: Omit<NewCandidate, 'groupId' | 'email'> = {
    firstName: candidate.firstName,
    lastName: candidate.lastName,
    isAdmin: candidate.isAdmin,
    isThemeBuilder: candidate.isThemeBuilder,
    isOnboarded: candidate.isOnboarded,
    isBootstrapped: candidate.isBootstrapped,
    hasResume: candidate.hasResume,
  };
  const [row] = await db
    .insert(candidates)
    .values({ ...candidate, encId: createRandomToken(12) })
    .onConflictDoUpdate({ target: [candidates.groupId, candidates.email], set: update })
    .returning(candidateColumns);
  if (!row) throw new Error('Could not store the candidate');
  forgetOwner(row.id, db);
  return row;
}

export async function updateCandidateFlags(
  db: Database,
  groupId: string,
  candidateId: string,
  flags: CandidateFlags,
): Promise<void> {
  await db
    .update(candidates)
    .set(flags)
    .where(and(eq(candidates.groupId, groupId), eq(candidates.id, candidateId)));
  forgetOwner(candidateId, db);
}

// The skills on a candidate's profile, in the candidate's order (then the order they came in).
export async function listCandidateSkills(db: Database, candidateId: string): Promise<string[]> {
  const rows = await db
    .select({ skill: candidateSkills.skill })
    .from(candidateSkills)
    .where(eq(candidateSkills.candidateId, candidateId))
    .orderBy(
      asc(candidateSkills.ordinal),
      asc(candidateSkills.addedAt),
      asc(candidateSkills.skill),
    );
  return rows.map((row) => row.skill);
}

export async function addCandidateSkills(
  db: Database,
  candidateId: string,
  skills: readonly string[],
): Promise<void> {
  if (skills.length === 0) return;
  await db
    .insert(candidateSkills)
    .values(
      skills.map((skill, index) => ({
        candidateId,
        skill,
        // After the skills already listed.
        ordinal: sql`(select coalesce(max(${candidateSkills.ordinal}), -1) + ${index + 1} from ${candidateSkills} where ${candidateSkills.candidateId} = ${candidateId})`,
      })),
    )
    .onConflictDoNothing();
  forgetOwner(dashboardOwner(candidateId), db);
}

export async function findCandidateById(
  db: Database,
  groupId: string,
  id: string,
): Promise<Candidate | null> {
  const [row] = await db
    .select(candidateColumns)
    .from(candidates)
    .where(and(eq(candidates.id, id), eq(candidates.groupId, groupId)));
  return row ?? null;
}

export async function setCandidateLanguage(
  db: Database,
  id: string,
  language: string,
): Promise<void> {
  await db.update(candidates).set({ language }).where(eq(candidates.id, id));
  forgetOwner(id, db);
}
