import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { termsAttestations } from '../../db/schema';

export async function hasAttestedTerms(
  db: Database,
  groupId: string,
  candidateId: string,
): Promise<boolean> {
  const [row] = await db
    .select({ id: termsAttestations.id })
    .from(termsAttestations)
    .where(
      and(eq(termsAttestations.groupId, groupId), eq(termsAttestations.candidateId, candidateId)),
    )
    .limit(1);
  return row !== undefined;
}

// Every acceptance is kept (who, when, from where), not only the latest.
export async function insertTermsAttestation(
  db: Database,
  attestation: { groupId: string; candidateId: string; attestedAt: Date; ip: string | null },
): Promise<void> {
  await db.insert(termsAttestations).values(attestation);
}
