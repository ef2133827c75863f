import { OFFER_LETTER_DOCUMENT_TYPE, type DocumentStatus } from '@careers/contracts';
import type { Database } from '../../db/database';
import { AppError } from '../../shared/app-error';
import { sha256Hex } from '../../shared/sha256';
import { createRandomToken } from '../../shared/tokens';
import { findCandidateByEmail, findCandidateById } from '../candidates/candidates.public';
import { notifyCandidate, type NotifySite } from '../notifications/notifications.public';
import { findPositionRow } from '../positions/positions.public';
import { appendAuditEvent, EMPLOYER_ACTOR } from './offer-audit.service';
import { isOfferOpen, offerPath } from './offer-view.service';
import {
  deleteSignature,
  findGroupOffer,
  insertOffer,
  insertOfferDocuments,
  insertOfferFile,
  listGroupOffers,
  updateOffer,
  updateOfferDocument,
  type NewOfferDocumentRow,
  type OfferWithDocuments,
} from './offers.repository';
import { checkSignedPdf } from './signed-pdf';

// The employer's side, for the CLI — extend, revise, cancel, list, show.

export type EmployerScope = { db: Database; site: NotifySite; now: Date };

// A document as the employer gives it: its name and PDF; `review` ones are Read Only.
export type GivenDocument = { name: string; bytes: Uint8Array; review?: boolean };

export type ExtendInput = {
  candidateEmail: string;
  positionId: number;
  letter: Uint8Array;
  documents: GivenDocument[];
  expiresAt: Date | null;
  contract: boolean;
  salary?: string | null;
  startDate?: string | null;
  hideOfferStatus?: boolean;
  // Demo data only: documents in given states, any expiry, and no notification.
  demo?: { statuses: Partial<Record<string, DocumentStatus>> };
};

type GivenFile = { bytes: Uint8Array; sha256: string };

// Checked before the transaction; stored in it (decision 019).
async function checkPdf(bytes: Uint8Array, what: string): Promise<GivenFile> {
  await checkSignedPdf(bytes, what).catch((error: unknown) => {
    if (error instanceof AppError) {
      throw new AppError('validation_failed', `${what}: ${error.message}`);
    }
    throw error;
  });
  return { bytes, sha256: sha256Hex(bytes) };
}

function storePdf(tx: Database, scope: EmployerScope, file: GivenFile): Promise<string> {
  return insertOfferFile(tx, {
    groupId: scope.site.group.id,
    bytes: file.bytes,
    contentType: 'application/pdf',
    sha256: file.sha256,
  });
}

function documentRow(
  scope: EmployerScope,
  offerId: string,
  input: {
    name: string;
    documentType: string;
    sortOrder: number;
    review: boolean;
    status?: DocumentStatus | undefined;
  },
  file: { id: string; sha256: string },
): NewOfferDocumentRow {
  const status = input.status ?? (input.review ? 'Read Only' : 'Unsigned');
  return {
    offerId,
    groupId: scope.site.group.id,
    name: input.name,
    documentType: input.documentType,
    sortOrder: input.sortOrder,
    status,
    underRevision: status === 'Revision',
    requiresSignature: !input.review,
    originalFileId: file.id,
    originalSha256: file.sha256,
    esignWid: createRandomToken(24),
    updatedAt: scope.now,
  };
}

function documentTypeOf(name: string): string {
  return /contract|agreement/i.test(name) ? 'Contract' : 'Document';
}

export async function extendOffer(
  scope: EmployerScope,
  input: ExtendInput,
): Promise<OfferWithDocuments> {
  const { group } = scope.site;
  if (input.expiresAt && input.expiresAt.getTime() <= scope.now.getTime() && !input.demo) {
    throw new AppError('validation_failed', 'The expiry date must be in the future.');
  }
  const names = new Set<string>();
  for (const document of input.documents) {
    if (names.has(document.name) || document.name === 'Offer letter') {
      throw new AppError('validation_failed', `Two documents are named ${document.name}.`);
    }
    names.add(document.name);
  }
  const letterFile = await checkPdf(input.letter, 'The offer letter');
  const files: GivenFile[] = [];
  for (const document of input.documents) files.push(await checkPdf(document.bytes, document.name));
  const offer = await scope.db.transaction(async (tx) => {
    const candidate = await findCandidateByEmail(tx, group.id, input.candidateEmail);
    if (!candidate)
      throw new AppError('not_found', `No candidate ${input.candidateEmail} in ${group.domain}.`);
    const position = await findPositionRow(tx, group.id, input.positionId);
    if (!position)
      throw new AppError('not_found', `No position ${input.positionId} in ${group.domain}.`);
    const open = (await listGroupOffers(tx, group.id)).find(
      (offer) =>
        offer.candidateId === candidate.id &&
        offer.positionId === position.id &&
        isOfferOpen(offer, scope.now),
    );
    if (open) {
      throw new AppError(
        'conflict',
        `${input.candidateEmail} has an open offer for this position (${open.encId}); revise it instead.`,
      );
    }
    const row = await insertOffer(tx, {
      encId: createRandomToken(12),
      groupId: group.id,
      candidateId: candidate.id,
      positionId: position.id,
      status: input.contract ? 'Contract Extended' : 'Extended',
      salary: input.salary ?? null,
      startDate: input.startDate ?? null,
      expiresAt: input.expiresAt,
      hideOfferStatus: input.hideOfferStatus ?? false,
      createdAt: scope.now,
      updatedAt: scope.now,
    });
    const stored = async (file: GivenFile) => ({
      id: await storePdf(tx, scope, file),
      sha256: file.sha256,
    });
    const letterStored = await stored(letterFile);
    const documentFiles: { id: string; sha256: string }[] = [];
    for (const file of files) documentFiles.push(await stored(file));
    const documents = await insertOfferDocuments(tx, [
      documentRow(
        scope,
        row.id,
        {
          name: 'Offer letter',
          documentType: OFFER_LETTER_DOCUMENT_TYPE,
          sortOrder: 0,
          review: false,
          status: input.demo?.statuses['Offer letter'],
        },
        letterStored,
      ),
      ...input.documents.map((document, index) =>
        documentRow(
          scope,
          row.id,
          {
            name: document.name,
            documentType: documentTypeOf(document.name),
            sortOrder: index + 1,
            review: document.review ?? false,
            status: input.demo?.statuses[document.name],
          },
          documentFiles[index] ?? letterStored,
        ),
      ),
    ]);
    await appendAuditEvent(tx, {
      offerId: row.id,
      type: input.contract ? 'contract_extended' : 'extended',
      by: EMPLOYER_ACTOR,
      at: scope.now,
      data: {
        positionId: position.id,
        candidate: candidate.email,
        expiresAt: input.expiresAt?.toISOString() ?? null,
      },
    });
    for (const document of documents) {
      await appendAuditEvent(tx, {
        offerId: row.id,
        documentId: document.id,
        type: 'document_added',
        by: EMPLOYER_ACTOR,
        at: scope.now,
        data: { name: document.name, originalSha256: document.originalSha256 },
      });
    }
    if (!input.demo) {
      await notifyCandidate(tx, scope.site, candidate, {
        category: 'offer',
        type: 'action_required',
        message: { key: 'offer.extended', params: { position: position.title } },
        redirectUrl: offerPath(row, group.domain),
      });
    }
    const offer = await findGroupOffer(tx, group.id, row.encId);
    if (!offer) throw new Error('The new offer was not found.');
    return offer;
  });
  return offer;
}

async function requireGroupOffer(
  tx: Database,
  scope: EmployerScope,
  encId: string,
): Promise<OfferWithDocuments> {
  const offer = await findGroupOffer(tx, scope.site.group.id, encId, { lock: true });
  if (!offer) throw new AppError('not_found', `No offer ${encId} in ${scope.site.group.domain}.`);
  return offer;
}

async function notifyOwner(
  tx: Database,
  site: NotifySite,
  offer: OfferWithDocuments,
  key: 'offer.revised' | 'offer.canceled' | 'offer.expiring',
  params: Record<string, string>,
  actionRequired: boolean,
): Promise<void> {
  const candidate = await findCandidateById(tx, offer.groupId, offer.candidateId);
  if (!candidate) return;
  await notifyCandidate(tx, site, candidate, {
    category: 'offer',
    type: actionRequired ? 'action_required' : 'informational',
    message: { key, params: { position: offer.positionTitle, ...params } },
    redirectUrl: offerPath(offer, site.group.domain),
  });
}

export type ReviseInput = {
  // Put every unsigned document on hold ('Documents are being revised').
  hold: boolean;
  letter: Uint8Array | null;
  documents: GivenDocument[];
  expiresAt: Date | null;
};

/**
 * Revises an open offer: `hold` marks what is not signed as under revision; new files replace a
 * document's original (its signature, if any, is void) and release it; a new expiry moves it.
 * Without `hold`, every document on hold is released, and the candidate is told to look again.
 */
export async function reviseOffer(
  scope: EmployerScope,
  encId: string,
  input: ReviseInput,
): Promise<OfferWithDocuments> {
  const replacements = new Map<string, GivenFile & { review: boolean }>();
  if (input.letter) {
    replacements.set('Offer letter', {
      ...(await checkPdf(input.letter, 'The offer letter')),
      review: false,
    });
  }
  for (const document of input.documents) {
    replacements.set(document.name, {
      ...(await checkPdf(document.bytes, document.name)),
      review: document.review ?? false,
    });
  }
  return scope.db.transaction(async (tx) => {
    const offer = await requireGroupOffer(tx, scope, encId);
    if (!isOfferOpen(offer, scope.now) && !input.expiresAt) {
      throw new AppError('conflict', `Offer ${encId} is not open (${offer.status}).`);
    }
    const by = EMPLOYER_ACTOR;
    for (const [name, file] of replacements) {
      const existing = offer.documents.find((document) => document.name === name);
      const fileId = await storePdf(tx, scope, file);
      if (existing) {
        await deleteSignature(tx, existing.id);
        await updateOfferDocument(tx, existing.id, {
          originalFileId: fileId,
          originalSha256: file.sha256,
          status: file.review ? 'Read Only' : 'Unsigned',
          requiresSignature: !file.review,
          underRevision: false,
          signedFileId: null,
          signedSha256: null,
          signedAt: null,
          esignWid: createRandomToken(24),
          updatedAt: scope.now,
        });
        await appendAuditEvent(tx, {
          offerId: offer.id,
          documentId: existing.id,
          type: 'document_revised',
          by,
          at: scope.now,
          data: { name, originalSha256: file.sha256 },
        });
      } else {
        const [added] = await insertOfferDocuments(tx, [
          documentRow(
            scope,
            offer.id,
            {
              name,
              documentType: documentTypeOf(name),
              sortOrder: offer.documents.length + replacements.size,
              review: file.review,
            },
            { id: fileId, sha256: file.sha256 },
          ),
        ]);
        await appendAuditEvent(tx, {
          offerId: offer.id,
          documentId: added?.id ?? null,
          type: 'document_added',
          by,
          at: scope.now,
          data: { name, originalSha256: file.sha256 },
        });
      }
    }
    for (const document of offer.documents) {
      if (replacements.has(document.name) || document.status === 'Signed') continue;
      if (input.hold) {
        await updateOfferDocument(tx, document.id, {
          underRevision: true,
          status: document.requiresSignature ? 'Revision' : document.status,
          updatedAt: scope.now,
        });
      } else if (document.underRevision || document.status === 'Revision') {
        await updateOfferDocument(tx, document.id, {
          underRevision: false,
          status: document.requiresSignature ? 'Unsigned' : 'Read Only',
          updatedAt: scope.now,
        });
      }
    }
    await updateOffer(tx, offer.id, {
      updatedAt: scope.now,
      ...(input.expiresAt ? { expiresAt: input.expiresAt, expiryNotifiedAt: null } : {}),
    });
    await appendAuditEvent(tx, {
      offerId: offer.id,
      type: input.hold ? 'revision_started' : 'revised',
      by,
      at: scope.now,
      data: { expiresAt: input.expiresAt?.toISOString() ?? null },
    });
    if (!input.hold) await notifyOwner(tx, scope.site, offer, 'offer.revised', {}, true);
    const revised = await findGroupOffer(tx, scope.site.group.id, encId);
    if (!revised) throw new Error('The revised offer was not found.');
    return revised;
  });
}

export async function cancelOffer(
  scope: EmployerScope,
  encId: string,
): Promise<OfferWithDocuments> {
  return scope.db.transaction(async (tx) => {
    const offer = await requireGroupOffer(tx, scope, encId);
    if (!isOfferOpen(offer, scope.now)) {
      throw new AppError('conflict', `Offer ${encId} is not open (${offer.status}).`);
    }
    await updateOffer(tx, offer.id, { status: 'Canceled', updatedAt: scope.now });
    await appendAuditEvent(tx, {
      offerId: offer.id,
      type: 'canceled',
      by: EMPLOYER_ACTOR,
      at: scope.now,
    });
    await notifyOwner(tx, scope.site, offer, 'offer.canceled', {}, false);
    const canceled = await findGroupOffer(tx, scope.site.group.id, encId);
    if (!canceled) throw new Error('The canceled offer was not found.');
    return canceled;
  });
}

export type GroupOffer = OfferWithDocuments & { candidateEmail: string };

export async function listOffersOfGroup(scope: EmployerScope): Promise<GroupOffer[]> {
  return listGroupOffers(scope.db, scope.site.group.id);
}

export async function findOfferOfGroup(
  scope: EmployerScope,
  encId: string,
): Promise<OfferWithDocuments> {
  const offer = await findGroupOffer(scope.db, scope.site.group.id, encId);
  if (!offer) throw new AppError('not_found', `No offer ${encId} in ${scope.site.group.domain}.`);
  return offer;
}

// An open offer that expires within the window tells its candidate once.
export async function warnOfExpiry(
  db: Database,
  site: NotifySite,
  encId: string,
  now: Date,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const offer = await findGroupOffer(tx, site.group.id, encId, { lock: true });
    if (!offer?.expiresAt || offer.expiryNotifiedAt || !isOfferOpen(offer, now)) return false;
    await updateOffer(tx, offer.id, { expiryNotifiedAt: now });
    await notifyOwner(
      tx,
      site,
      offer,
      'offer.expiring',
      { date: offer.expiresAt.toISOString() },
      true,
    );
    return true;
  });
}
