import type { Match } from '@careers/contracts';
import type { Database } from '../../db/database';
import { listCandidateSkills } from '../candidates/candidates.repository';
import { findPositionForLink } from './positions.service';

// The score on spec's 0–5 scale in half steps: the share of the position's skills the profile
// has.
export function scoreSkills(matched: number, required: number): number | null {
  if (required === 0) return null;
  return Math.round((matched / required) * 5 * 2) / 2;
}

// Issue 7 item 2 (DESIGN §8): the candidate's profile skills against the position's skills,
// compared without case; every requirement is either matched or missing.
export async function getMatchDetails(
  db: Database,
  groupId: string,
  candidateId: string | null,
  rawId: string,
  now: Date,
): Promise<Match | null> {
  const row = await findPositionForLink(db, groupId, rawId, now);
  if (!candidateId) return null;
  const profile = await listCandidateSkills(db, candidateId);
  const known = new Set(profile.map((skill) => skill.toLocaleLowerCase('en')));
  const matchedSkills = row.skills.filter((skill) => known.has(skill.toLocaleLowerCase('en')));
  const missingSkills = row.skills.filter((skill) => !known.has(skill.toLocaleLowerCase('en')));
  return {
    score: scoreSkills(matchedSkills.length, row.skills.length),
    matchedSkills,
    missingSkills,
    profileSkillCount: profile.length,
  };
}
