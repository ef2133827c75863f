import type { Match } from '@careers/contracts';
import { dashboardOwner } from '../../shared/read-cache';
import type { CandidateScope, RequestScope } from '../auth/auth.public';
import type { Candidate } from '../candidates/candidates.public';
import { showProfile } from '../profile/profile.public';
import { familiesOf, skillsInText } from '../skills/skills.public';
import { scoreMatch, titleWords, type MatchProfile } from './match-score';
import { findMatchRowsByIds } from './positions.repository';
import { findPositionForLink, keptPositionRow } from './positions.service';

// The candidate's profile against the position, explained; null for a visitor (there is no
// profile) and for a candidate who turned match scores off (nothing is worked out for them). A
// closed position is 410, another group's 404.
// Decision 020: the position and the profile are kept until either changes; whether the
// position is open, and the score, are worked out on every read.
export async function getMatchDetails(scope: RequestScope, rawId: string): Promise<Match | null> {
  const { db, cache, group, now, candidate } = scope;
  const row = await findPositionForLink(
    db,
    group.id,
    rawId,
    now,
    keptPositionRow(cache, group.id, rawId),
  );
  if (!candidate || !candidate.matchScores) return null;
  return scoreMatch(await readMatchProfile(scope, candidate), row, scoreOptions(scope));
}

// The answer of GET /api/pcsx/match_details: the match, and whether the candidate turned it off.
export async function showMatchDetails(
  scope: RequestScope,
  rawId: string,
): Promise<{ match: Match | null; turnedOff?: boolean }> {
  const match = await getMatchDetails(scope, rawId);
  return scope.candidate?.matchScores === false ? { match, turnedOff: true } : { match };
}

// Decision 020: the profile, read for matching, is kept until it changes.
function readMatchProfile(scope: RequestScope, candidate: Candidate): Promise<MatchProfile> {
  return scope.cache.read(
    [dashboardOwner(candidate.id), candidate.id],
    `match-profile:${candidate.id}`,
    async () => matchProfile(await showProfile(scope.db, candidate)),
  );
}

function matchProfile(profile: Awaited<ReturnType<typeof showProfile>>): MatchProfile {
  return {
    skills: profile.skills,
    experience: profile.experience.map((entry) => ({
      period: entry.period,
      titleWords: titleWords(entry.title),
      families: [...new Set(skillsInText(`${entry.title}\n${entry.summary}`).flatMap(familiesOf))],
    })),
    degrees: profile.education.map((entry) => entry.degree),
    location: profile.location,
    desiredLocations: profile.jobPreferences.desiredLocations,
    remotePreference: profile.jobPreferences.remotePreference,
    experienceYears: profile.jobPreferences.experienceYears,
  };
}

function scoreOptions(scope: RequestScope) {
  return {
    now: scope.now,
    strongMatchThreshold: scope.group.configs.pcsxConfig.searchConfig.strongMatchThreshold,
  };
}

// "Recommended for you" — positions in the order of the candidate's match, best first; a position
// nothing can be said of goes last, and ties keep the search's order. None for a candidate who
// turned match scores off: the sort is not offered to them.
export function recommenderFor(
  scope: CandidateScope,
): ((ids: readonly number[]) => Promise<number[]>) | undefined {
  if (!scope.candidate.matchScores) return undefined;
  return async (ids) => {
    const [candidateProfile, rows] = await Promise.all([
      readMatchProfile(scope, scope.candidate),
      findMatchRowsByIds(scope.db, scope.group.id, ids),
    ]);
    const options = scoreOptions(scope);
    const scores = new Map(
      rows.map((row) => [row.id, scoreMatch(candidateProfile, row, options).score ?? -1]),
    );
    return ids
      .map((id, rank) => ({ id, rank, score: scores.get(id) ?? -1 }))
      .sort((a, b) => b.score - a.score || a.rank - b.rank)
      .map(({ id }) => id);
  };
}
