import type { OfferStatus } from '@careers/contracts';
import type { Database } from '../../db/database';
import type { Candidate } from '../candidates/candidates.public';
import { appendAuditEvent } from './offer-audit.service';
import {
  findGroupOffer,
  insertSignature,
  updateOffer,
  updateOfferDocument,
} from './offers.repository';

const DEMO_SIGNER = { ip: '203.0.113.10', userAgent: 'Demo data', timeZone: 'America/New_York' };

/**
 * Demo data only (the seed, and demo mode's dev call): moves a just-extended offer to the state
 * it shows — its documents marked Signed get a typed signature (sealed later by the server's
 * sweep, as any signature), and the offer takes `status` — with the trail recording each step.
 */
export async function applyDemoState(
  db: Database,
  input: { groupId: string; encId: string; candidate: Candidate; status: OfferStatus; at: Date },
): Promise<void> {
  const { candidate, at } = input;
  const name = `${candidate.firstName} ${candidate.lastName}`.trim() || candidate.email;
  await db.transaction(async (tx) => {
    const offer = await findGroupOffer(tx, input.groupId, input.encId, { lock: true });
    if (!offer) return;
    const signs = input.status === 'Accepted' || input.status === 'Contract Accepted';
    for (const document of offer.documents) {
      const signed =
        document.status === 'Signed' ||
        (signs && document.requiresSignature && document.status === 'Unsigned');
      if (!signed) continue;
      await insertSignature(tx, {
        documentId: document.id,
        candidateId: candidate.id,
        method: 'typed',
        typedName: name,
        consentVersion: null,
        ...DEMO_SIGNER,
        signedAt: at,
      });
      await updateOfferDocument(tx, document.id, { status: 'Signed', signedAt: at, updatedAt: at });
      await appendAuditEvent(tx, {
        offerId: offer.id,
        documentId: document.id,
        type: 'signed',
        by: {
          actor: `candidate:${candidate.email}`,
          ip: DEMO_SIGNER.ip,
          userAgent: DEMO_SIGNER.userAgent,
        },
        at,
        data: {
          method: 'typed',
          originalSha256: document.originalSha256,
          consentVersion: null,
          timeZone: DEMO_SIGNER.timeZone,
        },
      });
    }
    if (input.status === offer.status) return;
    await updateOffer(tx, offer.id, { status: input.status, updatedAt: at });
    await appendAuditEvent(tx, {
      offerId: offer.id,
      type: input.status.toLowerCase().replace(' ', '_'),
      by: {
        actor: input.status === 'Canceled' ? 'employer:cli' : `candidate:${candidate.email}`,
        ip: null,
        userAgent: null,
      },
      at,
      data: { status: input.status },
    });
  });
}
