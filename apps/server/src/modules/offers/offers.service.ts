import type { Offer, OfferDocument, UploadedFile } from '@careers/contracts';
import type { Database } from '../../db/database';
import { OFFERS_OWNER } from '../../shared/read-cache';
import { AppError } from '../../shared/app-error';
import { sha256Hex } from '../../shared/sha256';
import type { CandidateScope } from '../auth/auth.public';
import type { Candidate } from '../candidates/candidates.public';
import { appendAuditEvent, candidateActor } from './offer-audit.service';
import type { Sealer } from './offer-seal.service';
import {
  currentFileId,
  isOfferExpired,
  isOfferOpen,
  isSignable,
  offerLetterOf,
  toOffer,
  toOfferDocument,
} from './offer-view.service';
import {
  findCandidateOffer,
  insertOfferFile,
  insertSignature,
  listCandidateOffers,
  readOfferFile,
  updateOffer,
  updateOfferDocument,
  type OfferDocumentRow,
  type OfferWithDocuments,
} from './offers.repository';
import { checkSignedPdf } from './signed-pdf';

// The candidate's side of offers (docs/product/offers-and-esign.md).

export type RequestOrigin = { ip: string; userAgent: string; timeZone: string };

// Signing calls also seal what is signed and record where the signer asked from.
export type OfferScope = CandidateScope & { sealer: Sealer; origin: RequestOrigin };

const OFFER_MESSAGES = {
  notFound: 'This offer does not exist.',
  documentNotFound: 'This document does not exist.',
  notOpen: 'This offer is no longer open.',
  expired: 'This offer has expired.',
  underRevision: 'Documents are being revised. Please check back later.',
  unsigned: 'Please sign every document before accepting the offer.',
  pending: 'Some documents are still being processed. Please try again later.',
  notSignable: 'This document cannot be signed now.',
  letterMissing: 'Upload the signed offer letter.',
  documentMissing: 'Upload the signed document.',
  // Word for word as the product requires (docs/product/offers-and-esign.md).
  nameMismatch: 'Please enter your full name as shown on the offer letter and your profile.',
  terms: 'Please agree to the terms and conditions.',
} as const;

const LETTER_FIELD = 'signed_offer_letter_pdf_file';
const DOCUMENT_FIELD = 'signed_document_file';

function owner(scope: CandidateScope) {
  return { groupId: scope.group.id, candidateId: scope.candidate.id };
}

function fullNameOf(candidate: Pick<Candidate, 'firstName' | 'lastName'>): string {
  return `${candidate.firstName} ${candidate.lastName}`.trim();
}

async function requireOffer(
  db: Database,
  scope: CandidateScope,
  encId: string,
  lock = false,
): Promise<OfferWithDocuments> {
  const offer = await findCandidateOffer(db, owner(scope), encId, { lock });
  if (!offer) throw new AppError('not_found', OFFER_MESSAGES.notFound);
  return offer;
}

// Both transitions answer 409 for an offer that is not open or is past expires_at.
function requireOpen(offer: OfferWithDocuments, now: Date): void {
  if (isOfferOpen(offer, now)) return;
  throw new AppError(
    'conflict',
    isOfferExpired(offer, now) && offer.status !== 'Declined' && offer.status !== 'Canceled'
      ? OFFER_MESSAGES.expired
      : OFFER_MESSAGES.notOpen,
  );
}

export async function listOffers(scope: CandidateScope): Promise<Offer[]> {
  const { db, cache, group, candidate } = scope;
  // Decision 020: kept until an offer changes; open or expired is worked out on every read.
  const offers = await cache.read(OFFERS_OWNER, `offers:${group.id}:${candidate.id}`, () =>
    listCandidateOffers(db, group.id, candidate.id),
  );
  // What waits for the candidate first (open offers), then the rest, newest change first.
  const open = offers.filter((offer) => isOfferOpen(offer, scope.now));
  const closed = offers.filter((offer) => !isOfferOpen(offer, scope.now));
  return [...open, ...closed].map((offer) => toOffer(offer, scope.now));
}

// The one-offer answer carries the letter's bytes (b64_string) for the letter page.
export async function getOffer(scope: CandidateScope, encId: string): Promise<Offer> {
  const offer = await findCandidateOffer(scope.db, owner(scope), encId);
  if (!offer) throw new AppError('not_found', OFFER_MESSAGES.notFound);
  const letter = offerLetterOf(offer);
  const fileId = letter ? currentFileId(letter) : null;
  const bytes = fileId ? await readOfferFile(scope.db, fileId) : null;
  return toOffer(offer, scope.now, bytes);
}

// A paper-signed PDF, stored in the transaction that signs with it.
function storeUploadedPdf(tx: Database, scope: OfferScope, file: UploadedFile): Promise<string> {
  return insertOfferFile(tx, {
    groupId: scope.group.id,
    bytes: file.bytes,
    contentType: 'application/pdf',
    sha256: sha256Hex(file.bytes),
  });
}

async function recordSignature(
  tx: Database,
  scope: OfferScope,
  offer: OfferWithDocuments,
  document: OfferDocumentRow,
  signature: { method: 'typed' | 'drawn' | 'upload'; typedName?: string; fileId?: string },
  consentVersion: string | null,
): Promise<void> {
  await insertSignature(tx, {
    documentId: document.id,
    candidateId: scope.candidate.id,
    method: signature.method,
    typedName: signature.typedName ?? null,
    fileId: signature.fileId ?? null,
    consentVersion,
    ip: scope.origin.ip,
    userAgent: scope.origin.userAgent,
    timeZone: scope.origin.timeZone,
    signedAt: scope.now,
  });
  await updateOfferDocument(tx, document.id, {
    status: 'Signed',
    signedAt: scope.now,
    updatedAt: scope.now,
  });
  await appendAuditEvent(tx, {
    offerId: offer.id,
    documentId: document.id,
    type: 'signed',
    by: candidateActor(scope.candidate.email, scope.origin),
    at: scope.now,
    data: {
      method: signature.method,
      originalSha256: document.originalSha256,
      consentVersion,
      timeZone: scope.origin.timeZone,
    },
  });
}

/** Throws unless every document that needs a signature is signed (but `signing`, signed now). */
function requireAllSigned(offer: OfferWithDocuments, signing: string | null): void {
  if (offer.documents.some((document) => document.underRevision)) {
    throw new AppError('conflict', OFFER_MESSAGES.underRevision);
  }
  const waiting = offer.documents.filter(
    (document) =>
      document.requiresSignature && document.id !== signing && document.status !== 'Signed',
  );
  if (waiting.some((document) => document.status === 'Pending')) {
    throw new AppError('conflict', OFFER_MESSAGES.pending);
  }
  if (waiting.length > 0) throw new AppError('conflict', OFFER_MESSAGES.unsigned);
}

/**
 * Accept: Extended → Accepted, Contract Extended → Contract Accepted, when every document that
 * needs a signature is signed. The letter is signed by this call (an uploaded PDF, or a typed
 * name with the terms accepted) unless it already was, through the e-sign widget.
 */
export async function acceptOffer(
  scope: OfferScope,
  input: {
    id: string;
    typedSignature?: string | undefined;
    termsAccepted?: boolean | undefined;
    file: UploadedFile | null;
  },
): Promise<Offer> {
  const encId = input.id;
  // Someone else's offer is 404 whatever the request holds: found before its input is judged.
  await requireOffer(scope.db, scope, encId);
  if (input.file) await checkSignedPdf(input.file.bytes, LETTER_FIELD);
  if (!input.file && input.typedSignature !== undefined) {
    const fieldErrors: Record<string, string> = {};
    if (input.termsAccepted !== true) fieldErrors.terms_accepted = OFFER_MESSAGES.terms;
    const name = fullNameOf(scope.candidate);
    if (!name || input.typedSignature !== name) {
      fieldErrors.typed_signature = OFFER_MESSAGES.nameMismatch;
    }
    const [message] = Object.values(fieldErrors);
    if (message) throw new AppError('validation_failed', message, { fieldErrors });
  }
  const { offer, signedLetter } = await scope.db.transaction(async (tx) => {
    const offer = await requireOffer(tx, scope, encId, true);
    requireOpen(offer, scope.now);
    const letter = offerLetterOf(offer);
    const signsLetter = !!letter && letter.status !== 'Signed';
    if (signsLetter && !input.file && input.typedSignature === undefined) {
      throw new AppError('validation_failed', OFFER_MESSAGES.letterMissing, {
        fieldErrors: { [LETTER_FIELD]: OFFER_MESSAGES.letterMissing },
      });
    }
    if (signsLetter && !isSignable(letter)) {
      throw new AppError(
        'conflict',
        letter.underRevision || letter.status === 'Revision'
          ? OFFER_MESSAGES.underRevision
          : OFFER_MESSAGES.notSignable,
      );
    }
    requireAllSigned(offer, signsLetter ? letter.id : null);
    if (signsLetter) {
      await recordSignature(
        tx,
        scope,
        offer,
        letter,
        input.file
          ? { method: 'upload', fileId: await storeUploadedPdf(tx, scope, input.file) }
          : { method: 'typed', typedName: input.typedSignature ?? '' },
        null,
      );
    }
    const status = offer.status === 'Contract Extended' ? 'Contract Accepted' : 'Accepted';
    await updateOffer(tx, offer.id, { status, updatedAt: scope.now });
    await appendAuditEvent(tx, {
      offerId: offer.id,
      type: 'accepted',
      by: candidateActor(scope.candidate.email, scope.origin),
      at: scope.now,
      data: { status },
    });
    return {
      offer: await requireOffer(tx, scope, encId),
      signedLetter: signsLetter ? letter.id : null,
    };
  });
  if (signedLetter) scope.sealer.request(signedLetter);
  return toOffer(offer, scope.now);
}

// Decline: an open offer → Declined.
export async function declineOffer(scope: OfferScope, encId: string): Promise<Offer> {
  const offer = await scope.db.transaction(async (tx) => {
    const offer = await requireOffer(tx, scope, encId, true);
    requireOpen(offer, scope.now);
    await updateOffer(tx, offer.id, { status: 'Declined', updatedAt: scope.now });
    await appendAuditEvent(tx, {
      offerId: offer.id,
      type: 'declined',
      by: candidateActor(scope.candidate.email, scope.origin),
      at: scope.now,
    });
    return requireOffer(tx, scope, encId);
  });
  return toOffer(offer, scope.now);
}

function requireDocument(offer: OfferWithDocuments, documentId: string): OfferDocumentRow {
  const document = offer.documents.find((row) => row.id === documentId);
  if (!document) throw new AppError('not_found', OFFER_MESSAGES.documentNotFound);
  return document;
}

// One document signed on paper and uploaded as signed_document_file.
export async function acceptOfferDocument(
  scope: OfferScope,
  input: { id: string; documentId: string; file: UploadedFile | null },
): Promise<OfferDocument> {
  const { id: encId, documentId, file } = input;
  // Who may ask is settled before the file is looked at: another's offer is 404 whatever it holds.
  const before = await requireOffer(scope.db, scope, encId);
  requireDocument(before, documentId);
  if (!file) {
    throw new AppError('validation_failed', OFFER_MESSAGES.documentMissing, {
      fieldErrors: { [DOCUMENT_FIELD]: OFFER_MESSAGES.documentMissing },
    });
  }
  await checkSignedPdf(file.bytes, DOCUMENT_FIELD);
  const result = await scope.db.transaction(async (tx) => {
    const offer = await requireOffer(tx, scope, encId, true);
    const document = requireDocument(offer, documentId);
    requireOpen(offer, scope.now);
    if (!isSignable(document)) throw new AppError('conflict', OFFER_MESSAGES.notSignable);
    const fileId = await storeUploadedPdf(tx, scope, file);
    await recordSignature(tx, scope, offer, document, { method: 'upload', fileId }, null);
    const after = await requireOffer(tx, scope, encId);
    return { offer: after, document: requireDocument(after, documentId) };
  });
  scope.sealer.request(documentId);
  return toOfferDocument(result.offer, result.document, scope.now);
}

// esign_status: the document as the e-sign service has it now.
export async function offerDocumentStatus(
  scope: CandidateScope,
  input: { id: string; documentId: string },
): Promise<OfferDocument> {
  const { id: encId, documentId } = input;
  const offer = await findCandidateOffer(scope.db, owner(scope), encId);
  if (!offer) throw new AppError('not_found', OFFER_MESSAGES.notFound);
  return toOfferDocument(offer, requireDocument(offer, documentId), scope.now);
}

// The document's current file, for its owner only (404 for anyone else, and while none exists).
export async function offerDocumentFile(
  scope: CandidateScope,
  input: { id: string; documentId: string },
): Promise<{ bytes: Buffer; fileName: string; sha256: string }> {
  const { id: encId, documentId } = input;
  const offer = await findCandidateOffer(scope.db, owner(scope), encId);
  if (!offer) throw new AppError('not_found', OFFER_MESSAGES.notFound);
  const document = requireDocument(offer, documentId);
  const fileId = currentFileId(document);
  const bytes = fileId ? await readOfferFile(scope.db, fileId) : null;
  if (!bytes) throw new AppError('not_found', OFFER_MESSAGES.documentNotFound);
  const suffix = document.status === 'Signed' ? ' (signed)' : '';
  return { bytes, fileName: `${document.name}${suffix}.pdf`, sha256: sha256Hex(bytes) };
}
