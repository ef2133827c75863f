import {
  OFFER_LETTER_DOCUMENT_TYPE,
  OPEN_OFFER_STATUSES,
  type Offer,
  type OfferDocument,
  type OfferStatus,
} from '@careers/contracts/offers';

// The server keeps Extended past expires_at; the client reads it as Expired
// (docs/product/offers-and-esign.md).
export function shownStatus(offer: Pick<Offer, 'status' | 'expiresAt'>, now: number): OfferStatus {
  if (offer.status === 'Extended' && isPast(offer.expiresAt, now)) return 'Expired';
  return offer.status;
}

// Open: Extended or Contract Extended, and not expired.
export function isOfferOpen(offer: Pick<Offer, 'status' | 'expiresAt'>, now: number): boolean {
  return OPEN_OFFER_STATUSES.includes(shownStatus(offer, now));
}

export function isPast(iso: string | null, now: number): boolean {
  return iso !== null && Date.parse(iso) <= now;
}

// The catalog key of each status label.
export const STATUS_KEYS: Record<OfferStatus, string> = {
  Extended: 'extended',
  Declined: 'declined',
  Accepted: 'accepted',
  Canceled: 'canceled',
  Expired: 'expired',
  'Contract Extended': 'contractExtended',
  'Contract Accepted': 'contractAccepted',
};

export function isOfferLetter(document: Pick<OfferDocument, 'documentType'>): boolean {
  return document.documentType === OFFER_LETTER_DOCUMENT_TYPE;
}

export function findOfferLetter(offer: Offer): OfferDocument | undefined {
  return offer.offerDocuments.find(isOfferLetter);
}

export function isDocumentSigned(document: Pick<OfferDocument, 'status' | 'signed'>): boolean {
  return document.status === 'Signed' || document.signed;
}

// Signed with no stored file yet: "Signed document is being generated".
export function isAwaitingSignedFile(document: Pick<OfferDocument, 'status' | 's3Path'>): boolean {
  return document.status === 'Signed' && document.s3Path === null;
}

export function hasDocumentsAwaitingFiles(offer: Offer | undefined): boolean {
  return offer?.offerDocuments.some(isAwaitingSignedFile) ?? false;
}

export type DocumentAction = { kind: 'start' | 'view'; isDisabled: boolean };

// The offer page: Start for a Pending or Unsigned document while the offer is open, View otherwise;
// disabled under revision, Pending, Revision, or Signed without a stored file.
export function documentAction(document: OfferDocument, isOpen: boolean): DocumentAction {
  const isToDo = document.status === 'Pending' || document.status === 'Unsigned';
  return {
    kind: isToDo && isOpen ? 'start' : 'view',
    isDisabled:
      document.underRevision ||
      document.status === 'Pending' ||
      document.status === 'Revision' ||
      isAwaitingSignedFile(document),
  };
}

// Whether the candidate can still sign the document here: open offer, unsigned, not revised.
export function canSignDocument(document: OfferDocument, isOpen: boolean): boolean {
  return isOpen && document.status === 'Unsigned' && !document.underRevision;
}

// The offers list's dates read MM/DD/YYYY, in the candidate's own day.
export function formatListDate(iso: string): string {
  const date = new Date(iso);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${pad(date.getMonth() + 1)}/${pad(date.getDate())}/${date.getFullYear()}`;
}
