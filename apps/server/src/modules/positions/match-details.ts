import type { Match } from '@careers/contracts';
import type { Database } from '../../db/database';
import type { Candidate } from '../candidates/candidates.repository';
import type { Group } from '../config/group-cache';
import { showProfile } from '../profile/profile.service';
import { scoreMatch } from './match-score';
import { findPositionForLink } from './positions.service';

// Issue 13 item 1 (DESIGN §8): the candidate's profile against the position, explained; null
// for a visitor (there is no profile). A closed position is 410, another group's 404.
export async function getMatchDetails(
  db: Database,
  group: Group,
  candidate: Candidate | null,
  rawId: string,
  now: Date,
): Promise<Match | null> {
  const row = await findPositionForLink(db, group.id, rawId, now);
  if (!candidate) return null;
  const profile = await showProfile(db, candidate);
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
