import type { Database } from '../../db/database';
import { upsertCandidate } from '../candidates/candidates.repository';
import { countGroups, upsertGroup } from '../config/groups.repository';
import { hasAttestedTerms, insertTermsAttestation } from '../shell/terms.repository';
import { CONTOSO, DEMO_CANDIDATES, NORTHWIND } from './demo-groups';

export type SeedSummary = { groups: number; candidates: number };

// Deterministic and idempotent: running it again restores the demo values, keeping row ids
// (so sessions survive) and adding nothing twice. Later issues extend it.
export async function seedDemo(db: Database, now: Date = new Date()): Promise<SeedSummary> {
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
      if (seeded.hasAttestedTerms && !(await hasAttestedTerms(tx, groupId, candidate.id))) {
        await insertTermsAttestation(tx, {
          groupId,
          candidateId: candidate.id,
          attestedAt: now,
          ip: null,
        });
      }
    }
    return { groups: groupIds.size, candidates: DEMO_CANDIDATES.length };
  });
}

export async function isDatabaseEmpty(db: Database): Promise<boolean> {
  return (await countGroups(db)) === 0;
}
