import type { Match } from '@careers/contracts';
import type { Database } from '../../db/database';
import { dashboardOwner, type ReadCache } from '../../shared/read-cache';
import type { Candidate } from '../candidates/candidates.repository';
import type { Group } from '../config/group-cache';
import { showProfile } from '../profile/profile.service';
import { scoreMatch } from './match-score';
import { findPositionForLink, keptPositionRow } from './positions.service';

// Issue 13 item 1 (DESIGN §8): the candidate's profile against the position, explained; null
// for a visitor (there is no profile). A closed position is 410, another group's 404.
// Decision 020: the position and the profile are kept until either changes; whether the
// position is open, and the score, are worked out on every read.
export async function getMatchDetails(
  scope: { db: Database; cache: ReadCache; group: Group; now: Date },
  candidate: Candidate | null,
  rawId: string,
): Promise<Match | null> {
  const { db, cache, group, now } = scope;
  const row = await findPositionForLink(
    db,
    group.id,
    rawId,
    now,
    keptPositionRow(cache, group.id, rawId),
  );
  if (!candidate) return null;
  const profile = await cache.read(
    [dashboardOwner(candidate.id), candidate.id],
    `match-profile:${candidate.id}`,
    () => showProfile(db, candidate),
  );
  return scoreMatch(
    {
      skills: profile.skills,
      experience: profile.experience,
      location: profile.location,
      desiredLocations: profile.jobPreferences.desiredLocations,
      remotePreference: profile.jobPreferences.remotePreference,
    },
    row,
    { now, strongMatchThreshold: group.configs.pcsxConfig.searchConfig.strongMatchThreshold },
  );
}
