import { ESIGN_CONSENT_VERSION, type EsignSessionState } from '@careers/contracts';
import type { Database } from '../../db/database';
import { AppError } from '../../shared/app-error';
import { sha256Hex } from '../../shared/sha256';
import type { CandidateScope } from '../auth/auth.public';
import type { Candidate } from '../candidates/candidates.public';
import {
  appendAuditEvent,
  candidateActor,
  type Sealer,
  currentFileId,
  isOfferOpen,
  isSignable,
  findCandidateOffer,
  findCompanyName,
  findDocumentByWid,
  hasAuditEvent,
  insertOfferFile,
  insertSignature,
  readOfferFile,
  updateOfferDocument,
  type OfferDocumentRow,
  type OfferRow,
  type RequestOrigin,
} from '../offers/offers.public';

// The built-in e-sign service behind the widget. A `wid` names one document's signing; only the
// candidate the offer is for, logged in to its group, reaches it (404 for anyone else, as for
// every record of another candidate).

// Signing seals what is signed and records where the signer asked from.
export type EsignScope = CandidateScope & { sealer: Sealer; origin: RequestOrigin };

// A call names no group: its wid does, so the scope can only be made once the document is read
// (an unknown wid is 404 before a missing session is 401). `scopeIn` makes it for that group.
export type EsignRequest = {
  db: Database;
  scopeIn: (domain: string) => Promise<EsignScope>;
};

const ESIGN_MESSAGES = {
  notFound: 'This signing link is not valid.',
  closed: 'This document can no longer be signed.',
  notPng: 'The drawn signature must be a PNG image.',
} as const;

type Found = {
  document: OfferDocumentRow;
  offer: OfferRow;
  positionTitle: string;
  domain: string;
  candidate: Candidate;
};

async function requireSigning(
  request: EsignRequest,
  wid: string,
): Promise<{ scope: EsignScope; found: Found }> {
  const found = await findDocumentByWid(request.db, wid);
  if (!found) throw new AppError('not_found', ESIGN_MESSAGES.notFound);
  const scope = await request.scopeIn(found.domain);
  const { candidate } = scope;
  if (candidate.id !== found.offer.candidateId) {
    throw new AppError('not_found', ESIGN_MESSAGES.notFound);
  }
  return { scope, found: { ...found, candidate } };
}

function stateOf(found: Found, now: Date): EsignSessionState {
  if (found.document.status === 'Signed') return 'signed';
  return isOfferOpen(found.offer, now) && isSignable(found.document) ? 'open' : 'closed';
}

export async function esignSession(request: EsignRequest, wid: string) {
  const { scope, found } = await requireSigning(request, wid);
  const bytes = await readOfferFile(
    scope.db,
    currentFileId(found.document) ?? found.document.originalFileId,
  );
  if (!bytes) throw new AppError('not_found', ESIGN_MESSAGES.notFound);
  return {
    documentName: found.document.name,
    companyName: await findCompanyName(scope.db, found.offer.groupId),
    signerName: `${found.candidate.firstName} ${found.candidate.lastName}`.trim(),
    signerEmail: found.candidate.email,
    state: stateOf(found, scope.now),
    consentVersion: ESIGN_CONSENT_VERSION,
    pdfBase64: bytes.toString('base64'),
  };
}

// Runs `change` holding the offer's row, with the document as it is now. `found` comes from
// requireSigning before the transaction: the session read there, outside it, would wait for it
// on PGlite.
async function withLockedDocument<T>(
  scope: EsignScope,
  found: Found,
  change: (tx: Database, found: Found) => Promise<T>,
): Promise<T> {
  return scope.db.transaction(async (tx) => {
    const offer = await findCandidateOffer(
      tx,
      { groupId: found.offer.groupId, candidateId: found.offer.candidateId },
      found.offer.encId,
      { lock: true },
    );
    const document = offer?.documents.find((row) => row.id === found.document.id);
    if (!offer || !document) throw new AppError('not_found', ESIGN_MESSAGES.notFound);
    return change(tx, { ...found, offer, document });
  });
}

// Viewed and consented are recorded once per document; a later one adds nothing to the trail.
export async function recordEsignEvent(
  request: EsignRequest,
  input: { wid: string; event: 'viewed' | 'consented' },
): Promise<boolean> {
  const { event } = input;
  const { scope, found: before } = await requireSigning(request, input.wid);
  return withLockedDocument(scope, before, async (tx, found) => {
    if (stateOf(found, scope.now) !== 'open') return false;
    if (await hasAuditEvent(tx, found.offer.id, found.document.id, event)) return false;
    await appendAuditEvent(tx, {
      offerId: found.offer.id,
      documentId: found.document.id,
      type: event,
      by: candidateActor(found.candidate.email, scope.origin),
      at: scope.now,
      data: event === 'consented' ? { consentVersion: ESIGN_CONSENT_VERSION } : {},
    });
    return true;
  });
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

export async function signInWidget(
  request: EsignRequest,
  input: {
    wid: string;
    method: 'typed' | 'drawn';
    typedName?: string | undefined;
    imagePng?: string | undefined;
  },
): Promise<EsignSessionState> {
  const image = input.method === 'drawn' ? Buffer.from(input.imagePng ?? '', 'base64') : null;
  if (
    image &&
    (image.length < PNG_SIGNATURE.length || !image.subarray(0, 8).equals(PNG_SIGNATURE))
  ) {
    throw new AppError('validation_failed', ESIGN_MESSAGES.notPng, {
      fieldErrors: { image_png: ESIGN_MESSAGES.notPng },
    });
  }
  const { scope, found: before } = await requireSigning(request, input.wid);
  const documentId = await withLockedDocument(scope, before, async (tx, found) => {
    if (stateOf(found, scope.now) !== 'open') throw new AppError('conflict', ESIGN_MESSAGES.closed);
    const by = candidateActor(found.candidate.email, scope.origin);
    // Consent is part of signing: recorded now if the widget's own call did not arrive first.
    if (!(await hasAuditEvent(tx, found.offer.id, found.document.id, 'consented'))) {
      await appendAuditEvent(tx, {
        offerId: found.offer.id,
        documentId: found.document.id,
        type: 'consented',
        by,
        at: scope.now,
        data: { consentVersion: ESIGN_CONSENT_VERSION },
      });
    }
    await insertSignature(tx, {
      documentId: found.document.id,
      candidateId: found.candidate.id,
      method: input.method,
      typedName: input.method === 'typed' ? (input.typedName ?? '') : null,
      fileId: image
        ? await insertOfferFile(tx, {
            groupId: found.offer.groupId,
            bytes: image,
            contentType: 'image/png',
            sha256: sha256Hex(image),
          })
        : null,
      consentVersion: ESIGN_CONSENT_VERSION,
      ip: scope.origin.ip,
      userAgent: scope.origin.userAgent,
      timeZone: scope.origin.timeZone,
      signedAt: scope.now,
    });
    await updateOfferDocument(tx, found.document.id, {
      status: 'Signed',
      signedAt: scope.now,
      updatedAt: scope.now,
    });
    await appendAuditEvent(tx, {
      offerId: found.offer.id,
      documentId: found.document.id,
      type: 'signed',
      by,
      at: scope.now,
      data: {
        method: input.method,
        originalSha256: found.document.originalSha256,
        consentVersion: ESIGN_CONSENT_VERSION,
        timeZone: scope.origin.timeZone,
      },
    });
    return found.document.id;
  });
  scope.sealer.request(documentId);
  return 'signed';
}

// The candidate declined to sign here: recorded; the document stays unsigned.
export async function rejectInWidget(
  request: EsignRequest,
  wid: string,
): Promise<EsignSessionState> {
  const { scope, found: before } = await requireSigning(request, wid);
  return withLockedDocument(scope, before, async (tx, found) => {
    if (stateOf(found, scope.now) !== 'open') throw new AppError('conflict', ESIGN_MESSAGES.closed);
    await appendAuditEvent(tx, {
      offerId: found.offer.id,
      documentId: found.document.id,
      type: 'rejected',
      by: candidateActor(found.candidate.email, scope.origin),
      at: scope.now,
    });
    return 'rejected' as const;
  });
}

// What the widget's page names before any call: the document's title and its group.
export async function widgetPageContext(
  db: Database,
  wid: string,
): Promise<{ documentName: string; domain: string } | null> {
  const found = await findDocumentByWid(db, wid);
  return found ? { documentName: found.document.name, domain: found.domain } : null;
}
