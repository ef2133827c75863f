import type { Database } from '../../db/database';
import {
  addCandidateSkills,
  findCandidateByEmail,
  upsertCandidate,
} from '../candidates/candidates.public';
import { findFirstOpenPrivatePositionId } from '../positions/positions.public';
import { insertSavedPosition } from '../saved-positions/saved-positions.public';
import { loadGroup, countGroups, upsertGroup } from '../config/config.public';
import { hasAttestedTerms, insertTermsAttestation } from '../shell/shell.public';
import { CONTOSO, DEMO_CANDIDATES, NORTHWIND } from './demo-groups';
import { seedDemoNotifications } from './notifications.seed';
import { APPLICATION_FORM } from './forms/application-form';
import { seedAlexApplications, seedDemoForms } from './forms.seed';
import { seedDemoEvents } from './events.seed';
import { seedAlexReferral } from './referrals.seed';
import { seedAlexInterviews, seedCaseyCancelledInterview } from './interviews.seed';
import { seedAlexProfile } from './profiles.seed';
import { seedDemoOffers } from './offers.seed';

const ALEX_EMAIL = 'alex.morgan@example.com';
const CASEY_EMAIL = 'casey.kim@example.com';
import { CONTOSO_POSITIONS, DEFAULT_NORTHWIND_POSITIONS, seedPositions } from './positions.seed';

export type SeedSummary = { groups: number; candidates: number; positions: number };
export type SeedOptions = {
  // Northwind's generated positions (`careers seed --positions N`).
  positions?: number;
  onProgress?: (done: number) => void;
};

// Deterministic and idempotent: running it again restores the demo values, keeping row ids
// (so sessions survive) and adding nothing twice. Later issues extend it.
export async function seedDemo(
  db: Database,
  now: Date = new Date(),
  options: SeedOptions = {},
): Promise<SeedSummary> {
  const groupIds = await seedGroupsAndCandidates(db, now);
  const northwind = groupIds.get(NORTHWIND.domain);
  const contoso = groupIds.get(CONTOSO.domain);
  let positions = 0;
  // Positions go in batches, each its own transaction, so a million never sit in one.
  if (northwind) {
    positions += await seedPositions(
      db,
      northwind,
      'northwind',
      options.positions ?? DEFAULT_NORTHWIND_POSITIONS,
      now,
      { onProgress: options.onProgress },
    );
  }
  if (contoso) positions += await seedPositions(db, contoso, 'contoso', CONTOSO_POSITIONS, now);
  if (northwind) await seedSavedPrivateLink(db, northwind, now);
  if (northwind) await seedDemoNotifications(db, northwind, ALEX_EMAIL, now);
  if (northwind) {
    await seedDemoForms(db, northwind, now);
    await seedAlexApplications(db, northwind, ALEX_EMAIL, now);
    await seedAlexProfile(db, northwind, ALEX_EMAIL, now);
    await seedAlexInterviews(db, northwind, ALEX_EMAIL, now);
    await seedDemoEvents(db, northwind, ALEX_EMAIL, now);
    await seedAlexReferral(db, northwind, ALEX_EMAIL, now);
  }
  if (northwind) await seedDemoOffers(db, await loadGroup(db, NORTHWIND.domain), ALEX_EMAIL, now);
  if (contoso) {
    await seedDemoForms(db, contoso, now, [APPLICATION_FORM]);
    await seedCaseyCancelledInterview(db, contoso, CASEY_EMAIL, now);
  }
  return { groups: groupIds.size, candidates: DEMO_CANDIDATES.length, positions };
}

async function seedGroupsAndCandidates(db: Database, now: Date): Promise<Map<string, string>> {
  return db.transaction(async (tx) => {
    const groupIds = new Map<string, string>();
    for (const group of [NORTHWIND, CONTOSO])
      groupIds.set(group.domain, await upsertGroup(tx, group));
    for (const seeded of DEMO_CANDIDATES) {
      const groupId = groupIds.get(seeded.domain);
      if (!groupId) continue;
      const candidate = await upsertCandidate(tx, {
        groupId,
        email: seeded.email,
        firstName: seeded.firstName,
        lastName: seeded.lastName,
        isOnboarded: seeded.isOnboarded,
        isBootstrapped: seeded.isBootstrapped,
        isAdmin: seeded.isAdmin ?? false,
        isThemeBuilder: seeded.isThemeBuilder ?? false,
      });
      await addCandidateSkills(tx, candidate.id, seeded.skills ?? []);
      if (seeded.hasAttestedTerms && !(await hasAttestedTerms(tx, groupId, candidate.id))) {
        await insertTermsAttestation(tx, {
          groupId,
          candidateId: candidate.id,
          attestedAt: now,
          ip: null,
        });
      }
    }
    return groupIds;
  });
}

export async function isDatabaseEmpty(db: Database): Promise<boolean> {
  return (await countGroups(db)) === 0;
}

// Alex saved the private link a recruiter sent them: their saved jobs lead to it.
async function seedSavedPrivateLink(db: Database, groupId: string, now: Date): Promise<void> {
  const alex = await findCandidateByEmail(db, groupId, ALEX_EMAIL);
  const positionId = await findFirstOpenPrivatePositionId(db, groupId, now);
  if (alex && positionId !== null) await insertSavedPosition(db, alex.id, positionId);
}
