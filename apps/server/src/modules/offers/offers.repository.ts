import {
  and,
  asc,
  desc,
  eq,
  gt,
  inArray,
  isNotNull,
  isNull,
  lte,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { Database } from '../../db/database';
import { forgetOwner, OFFERS_OWNER } from '../../shared/read-cache';
import {
  candidates,
  groups,
  offerAuditEvents,
  offerFiles,
  offerDocuments,
  offers,
  offerSignatures,
  positions,
} from '../../db/schema';
import type { ChainedAuditEvent } from './audit-chain';

export type OfferRow = typeof offers.$inferSelect;
export type NewOfferRow = typeof offers.$inferInsert;
export type OfferDocumentRow = typeof offerDocuments.$inferSelect;
export type NewOfferDocumentRow = typeof offerDocuments.$inferInsert;
export type SignatureRow = typeof offerSignatures.$inferSelect;
export type NewSignatureRow = typeof offerSignatures.$inferInsert;
type AuditEventRow = typeof offerAuditEvents.$inferSelect;

// An offer with what its pages show: the position's title and the documents in their order.
export type OfferWithDocuments = OfferRow & {
  positionTitle: string;
  documents: OfferDocumentRow[];
};

const offerWithTitle = {
  offer: offers,
  positionTitle: positions.title,
};

async function attachDocuments(
  db: Database,
  rows: { offer: OfferRow; positionTitle: string }[],
): Promise<OfferWithDocuments[]> {
  if (rows.length === 0) return [];
  const documents = await db
    .select()
    .from(offerDocuments)
    .where(
      inArray(
        offerDocuments.offerId,
        rows.map((row) => row.offer.id),
      ),
    )
    .orderBy(asc(offerDocuments.sortOrder));
  return rows.map(({ offer, positionTitle }) => ({
    ...offer,
    positionTitle,
    documents: documents.filter((document) => document.offerId === offer.id),
  }));
}

// A candidate's offers, newest change first.
export async function listCandidateOffers(
  db: Database,
  groupId: string,
  candidateId: string,
): Promise<OfferWithDocuments[]> {
  const rows = await db
    .select(offerWithTitle)
    .from(offers)
    .innerJoin(positions, eq(positions.id, offers.positionId))
    .where(and(eq(offers.groupId, groupId), eq(offers.candidateId, candidateId)))
    .orderBy(desc(offers.updatedAt), desc(offers.createdAt));
  return attachDocuments(db, rows);
}

// One offer of one candidate in one group: anyone else's is simply not found (404).
export async function findCandidateOffer(
  db: Database,
  owner: { groupId: string; candidateId: string },
  encId: string,
  options: { lock?: boolean } = {},
): Promise<OfferWithDocuments | null> {
  const query = db
    .select(offerWithTitle)
    .from(offers)
    .innerJoin(positions, eq(positions.id, offers.positionId))
    .where(
      and(
        eq(offers.encId, encId),
        eq(offers.groupId, owner.groupId),
        eq(offers.candidateId, owner.candidateId),
      ),
    );
  // Every change to an offer, its documents or its trail holds the offer's row first, so two
  // requests on one offer take turns (a replayed accept finds it already accepted).
  const rows = options.lock ? await query.for('update', { of: offers }) : await query;
  return (await attachDocuments(db, rows))[0] ?? null;
}

// The employer's view: any offer of the group by its enc_id.
export async function findGroupOffer(
  db: Database,
  groupId: string,
  encId: string,
  options: { lock?: boolean } = {},
): Promise<OfferWithDocuments | null> {
  const query = db
    .select(offerWithTitle)
    .from(offers)
    .innerJoin(positions, eq(positions.id, offers.positionId))
    .where(and(eq(offers.encId, encId), eq(offers.groupId, groupId)));
  const rows = options.lock ? await query.for('update', { of: offers }) : await query;
  return (await attachDocuments(db, rows))[0] ?? null;
}

export async function listGroupOffers(
  db: Database,
  groupId: string,
): Promise<(OfferWithDocuments & { candidateEmail: string })[]> {
  const rows = await db
    .select({ ...offerWithTitle, candidateEmail: candidates.email })
    .from(offers)
    .innerJoin(positions, eq(positions.id, offers.positionId))
    .innerJoin(candidates, eq(candidates.id, offers.candidateId))
    .where(eq(offers.groupId, groupId))
    .orderBy(desc(offers.createdAt));
  const withDocuments = await attachDocuments(db, rows);
  return withDocuments.map((offer, index) => ({
    ...offer,
    candidateEmail: rows[index]?.candidateEmail ?? '',
  }));
}

export async function insertOffer(db: Database, row: NewOfferRow): Promise<OfferRow> {
  const [inserted] = await db.insert(offers).values(row).returning();
  forgetOwner(OFFERS_OWNER, db);
  if (!inserted) throw new Error('The offer was not inserted.');
  return inserted;
}

export async function updateOffer(
  db: Database,
  offerId: string,
  changes: Partial<Pick<OfferRow, 'status' | 'expiresAt' | 'expiryNotifiedAt' | 'updatedAt'>>,
): Promise<void> {
  await db.update(offers).set(changes).where(eq(offers.id, offerId));
  forgetOwner(OFFERS_OWNER, db);
}

export async function insertOfferDocuments(
  db: Database,
  rows: NewOfferDocumentRow[],
): Promise<OfferDocumentRow[]> {
  if (rows.length === 0) return [];
  forgetOwner(OFFERS_OWNER, db);
  return db.insert(offerDocuments).values(rows).returning();
}

export async function updateOfferDocument(
  db: Database,
  documentId: string,
  changes: Partial<Omit<OfferDocumentRow, 'id' | 'offerId' | 'groupId'>>,
): Promise<void> {
  await db.update(offerDocuments).set(changes).where(eq(offerDocuments.id, documentId));
  forgetOwner(OFFERS_OWNER, db);
}

// The e-sign widget's session: the document by its wid, with its offer and candidate.
export async function findDocumentByWid(
  db: Database,
  wid: string,
): Promise<{
  document: OfferDocumentRow;
  offer: OfferRow;
  positionTitle: string;
  domain: string;
} | null> {
  const [row] = await db
    .select({
      document: offerDocuments,
      offer: offers,
      positionTitle: positions.title,
      domain: groups.domain,
    })
    .from(offerDocuments)
    .innerJoin(offers, eq(offers.id, offerDocuments.offerId))
    .innerJoin(positions, eq(positions.id, offers.positionId))
    .innerJoin(groups, eq(groups.id, offers.groupId))
    .where(eq(offerDocuments.esignWid, wid));
  return row ?? null;
}

// A document with its offer, by one condition on the document.
async function findDocumentWhere(
  db: Database,
  condition: SQL,
): Promise<{ document: OfferDocumentRow; offer: OfferRow } | null> {
  const [row] = await db
    .select({ document: offerDocuments, offer: offers })
    .from(offerDocuments)
    .innerJoin(offers, eq(offers.id, offerDocuments.offerId))
    .where(condition);
  return row ?? null;
}

export function findDocumentBySignedSha(db: Database, sha256: string) {
  return findDocumentWhere(db, eq(offerDocuments.signedSha256, sha256));
}

export async function insertSignature(db: Database, row: NewSignatureRow): Promise<SignatureRow> {
  const [inserted] = await db.insert(offerSignatures).values(row).returning();
  if (!inserted) throw new Error('The signature was not inserted.');
  return inserted;
}

export async function findSignature(
  db: Database,
  documentId: string,
): Promise<SignatureRow | null> {
  const [row] = await db
    .select()
    .from(offerSignatures)
    .where(eq(offerSignatures.documentId, documentId));
  return row ?? null;
}

export async function deleteSignature(db: Database, documentId: string): Promise<void> {
  await db.delete(offerSignatures).where(eq(offerSignatures.documentId, documentId));
}

// Signed documents whose sealed file is not stored yet (a restart in the middle of sealing).
export async function listDocumentsAwaitingSeal(db: Database, limit: number): Promise<string[]> {
  const rows = await db
    .select({ id: offerDocuments.id })
    .from(offerDocuments)
    .where(and(eq(offerDocuments.status, 'Signed'), isNull(offerDocuments.signedFileId)))
    .orderBy(asc(offerDocuments.updatedAt))
    .limit(limit);
  return rows.map((row) => row.id);
}

export function findDocument(db: Database, documentId: string) {
  return findDocumentWhere(db, eq(offerDocuments.id, documentId));
}

// Open offers that expire within the window and whose candidate was not told yet.
export async function listOffersExpiringBefore(
  db: Database,
  now: Date,
  before: Date,
): Promise<{ encId: string; domain: string }[]> {
  return db
    .select({ encId: offers.encId, domain: groups.domain })
    .from(offers)
    .innerJoin(groups, eq(groups.id, offers.groupId))
    .where(
      and(
        inArray(offers.status, ['Extended', 'Contract Extended']),
        isNotNull(offers.expiresAt),
        gt(offers.expiresAt, now),
        lte(offers.expiresAt, before),
        isNull(offers.expiryNotifiedAt),
      ),
    )
    .limit(500);
}

function toChained(row: AuditEventRow): ChainedAuditEvent {
  return {
    offerId: row.offerId,
    documentId: row.documentId,
    sequence: row.sequence,
    type: row.type,
    actor: row.actor,
    at: row.at,
    ip: row.ip,
    userAgent: row.userAgent,
    data: row.data,
    previousHash: row.previousHash,
    hash: row.hash,
  };
}

export async function listAuditEvents(db: Database, offerId: string): Promise<ChainedAuditEvent[]> {
  const rows = await db
    .select()
    .from(offerAuditEvents)
    .where(eq(offerAuditEvents.offerId, offerId))
    .orderBy(asc(offerAuditEvents.sequence));
  return rows.map(toChained);
}

export async function lastAuditEvent(
  db: Database,
  offerId: string,
): Promise<{ sequence: number; hash: string } | null> {
  const [row] = await db
    .select({ sequence: offerAuditEvents.sequence, hash: offerAuditEvents.hash })
    .from(offerAuditEvents)
    .where(eq(offerAuditEvents.offerId, offerId))
    .orderBy(desc(offerAuditEvents.sequence))
    .limit(1);
  return row ?? null;
}

export async function insertAuditEvent(db: Database, event: ChainedAuditEvent): Promise<void> {
  await db.insert(offerAuditEvents).values(event);
}

// Whether an event of this type was already recorded for the document (viewed, consented once).
export async function hasAuditEvent(
  db: Database,
  offerId: string,
  documentId: string,
  type: string,
): Promise<boolean> {
  const [row] = await db
    .select({ one: sql<number>`1` })
    .from(offerAuditEvents)
    .where(
      and(
        eq(offerAuditEvents.offerId, offerId),
        eq(offerAuditEvents.documentId, documentId),
        eq(offerAuditEvents.type, type),
      ),
    )
    .limit(1);
  return row !== undefined;
}

export async function findCompanyName(db: Database, groupId: string): Promise<string> {
  const [row] = await db
    .select({ companyName: groups.companyName })
    .from(groups)
    .where(eq(groups.id, groupId));
  return row?.companyName ?? '';
}

// Decision 019: the files are rows, written in the transaction that refers to them.
export async function insertOfferFile(
  db: Database,
  file: { groupId: string; bytes: Uint8Array; contentType: string; sha256: string },
): Promise<string> {
  const [row] = await db
    .insert(offerFiles)
    .values({ ...file, bytes: Buffer.from(file.bytes) })
    .returning({ id: offerFiles.id });
  if (!row) throw new Error('The file was not inserted.');
  return row.id;
}

export async function readOfferFile(db: Database, id: string): Promise<Buffer | null> {
  const [row] = await db
    .select({ bytes: offerFiles.bytes })
    .from(offerFiles)
    .where(eq(offerFiles.id, id));
  return row?.bytes ?? null;
}
