import type { Database } from '../../db/database';
import { checkAuditChain } from './audit-chain';
import { listAuditEvents, type OfferWithDocuments } from './offers.repository';

// `careers offers show`: the offer's audit trail, one event a line, and whether its chain holds.
export async function offerTrail(db: Database, offer: OfferWithDocuments): Promise<string[]> {
  const events = await listAuditEvents(db, offer.id);
  const names = new Map(offer.documents.map((document) => [document.id, document.name]));
  const chain = checkAuditChain(events);
  return [
    `Audit trail (${events.length} events): ${chain.intact ? 'chained and unchanged' : `broken at event ${chain.sequence}: ${chain.problem}`}`,
    ...events.map(
      (event) =>
        `  ${String(event.sequence).padStart(3)}  ${event.at.toISOString()}  ${event.type.padEnd(17)}  ${event.actor}` +
        (event.documentId ? `  ${names.get(event.documentId) ?? event.documentId}` : '') +
        `  ${event.hash.slice(0, 16)}`,
    ),
  ];
}
