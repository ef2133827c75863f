import {
  esignWidgetUrl,
  fillCallPath,
  OFFER_DOCUMENT_FILE_PATH,
  OFFER_LETTER_DOCUMENT_TYPE,
  OPEN_OFFER_STATUSES,
  type DocumentStatus,
  type Offer,
  type OfferDocument,
  type OfferStatus,
} from '@careers/contracts';
import type { OfferDocumentRow, OfferRow, OfferWithDocuments } from './offers.repository';

// Open is Extended or Contract Extended and not past expires_at.
export function isOfferOpen(offer: Pick<OfferRow, 'status' | 'expiresAt'>, now: Date): boolean {
  return OPEN_OFFER_STATUSES.includes(offer.status as OfferStatus) && !isOfferExpired(offer, now);
}

export function isOfferExpired(offer: Pick<OfferRow, 'expiresAt'>, now: Date): boolean {
  return offer.expiresAt !== null && offer.expiresAt.getTime() <= now.getTime();
}

// A document the candidate can sign now: asked for, not signed, not being revised.
export function isSignable(document: OfferDocumentRow): boolean {
  return document.requiresSignature && document.status === 'Unsigned' && !document.underRevision;
}

export function offerLetterOf(offer: OfferWithDocuments): OfferDocumentRow | null {
  return (
    offer.documents.find((document) => document.documentType === OFFER_LETTER_DOCUMENT_TYPE) ?? null
  );
}

// The file a candidate reads: the sealed one once a document is signed, else the original; while
// the sealed file is being made there is none.
export function currentFileId(document: OfferDocumentRow): string | null {
  if (document.status === 'Signed') return document.signedFileId;
  return document.originalFileId;
}

export function offerPath(offer: Pick<OfferRow, 'encId'>, domain: string): string {
  return `/careers/offer/${encodeURIComponent(offer.encId)}?domain=${encodeURIComponent(domain)}`;
}

function toDocument(
  offer: OfferRow,
  document: OfferDocumentRow,
  now: Date,
  b64String: string | null,
): OfferDocument {
  const fileId = currentFileId(document);
  return {
    id: document.id,
    name: document.name,
    documentType: document.documentType,
    status: document.status as DocumentStatus,
    updatedAt: document.updatedAt.toISOString(),
    underRevision: document.underRevision,
    requiresSignature: document.requiresSignature,
    signed: document.status === 'Signed',
    url: isOfferOpen(offer, now) && isSignable(document) ? esignWidgetUrl(document.esignWid) : null,
    b64String,
    s3Path: fileId
      ? fillCallPath(OFFER_DOCUMENT_FILE_PATH, { id: offer.encId, documentId: document.id })
      : null,
  };
}

// The answer's shape. The status is the stored one: the client reads an Extended offer past
// expires_at as Expired (docs/product/offers-and-esign.md).
export function toOffer(
  offer: OfferWithDocuments,
  now: Date,
  letterBytes: Uint8Array | null = null,
): Offer {
  const letter = offerLetterOf(offer);
  return {
    id: offer.id,
    encId: offer.encId,
    status: offer.status as OfferStatus,
    position: { id: offer.positionId, name: offer.positionTitle },
    updatedAt: offer.updatedAt.toISOString(),
    expiresAt: offer.expiresAt?.toISOString() ?? null,
    hideOfferStatus: offer.hideOfferStatus,
    offerDocuments: offer.documents.map((document) =>
      toDocument(
        offer,
        document,
        now,
        letterBytes && document.id === letter?.id
          ? Buffer.from(letterBytes).toString('base64')
          : null,
      ),
    ),
  };
}

export function toOfferDocument(
  offer: OfferRow,
  document: OfferDocumentRow,
  now: Date,
): OfferDocument {
  return toDocument(offer, document, now, null);
}
