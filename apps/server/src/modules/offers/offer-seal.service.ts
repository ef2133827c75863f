import type { AppDeps } from '../../app-deps';
import type { Database } from '../../db/database';
import { sha256Hex } from '../../shared/sha256';
import { findCandidateById } from '../candidates/candidates.public';
import { appendAuditPage, sealPdf, type SealCertificate, signDocument } from '../pdf/pdf.public';
import { appendAuditEvent, SYSTEM_ACTOR } from './offer-audit.service';
import {
  findCandidateOffer,
  findCompanyName,
  findDocument,
  findSignature,
  insertOfferFile,
  listAuditEvents,
  readOfferFile,
  listDocumentsAwaitingSeal,
  updateOfferDocument,
} from './offers.repository';

export type SealerDeps = {
  db: Database;
  logger: AppDeps['logger'];
  clock: () => Date;
  certificate: () => Promise<SealCertificate>;
};

export type Sealer = {
  // Starts sealing a signed document (once, however often it is asked), after its commit.
  request: (documentId: string) => void;
  // Seals what a restart left unsealed.
  sweep: () => Promise<void>;
  // Resolves when nothing is being sealed (tests, shutdown).
  idle: () => Promise<void>;
  // The certificate it seals with (what `verify` checks a seal against).
  certificate: () => Promise<SealCertificate>;
};

async function readFile(db: Database, id: string | null, what: string): Promise<Buffer> {
  const bytes = id ? await readOfferFile(db, id) : null;
  if (!bytes) throw new Error(`The ${what} file ${id ?? '(none)'} is missing.`);
  return bytes;
}

/**
 * A signed document becomes a sealed PDF — the signature stamped on the signature field, the
 * audit page appended, a PAdES seal over the whole — after the signing has been committed, so the
 * candidate's request does not wait for it; until it is stored the document reads
 * 'Signed document is being generated'.
 */
async function sealDocument(deps: SealerDeps, documentId: string): Promise<void> {
  const found = await findDocument(deps.db, documentId);
  if (!found || found.document.status !== 'Signed' || found.document.signedFileId) return;
  const { document, offer } = found;
  const [signature, candidate, companyName] = await Promise.all([
    findSignature(deps.db, documentId),
    findCandidateById(deps.db, offer.groupId, offer.candidateId),
    findCompanyName(deps.db, offer.groupId),
  ]);
  if (!signature || !candidate) throw new Error(`Document ${documentId} has no signature.`);
  const original = await readFile(deps.db, document.originalFileId, 'original');
  const events = (await listAuditEvents(deps.db, offer.id)).filter(
    (event) => event.documentId === null || event.documentId === documentId,
  );
  const audit = {
    documentName: document.name,
    documentId: document.id,
    signerName: `${candidate.firstName} ${candidate.lastName}`.trim() || candidate.email,
    signerEmail: candidate.email,
    signedAt: signature.signedAt,
    timeZone: signature.timeZone,
    ip: signature.ip,
    userAgent: signature.userAgent,
    consentVersion: signature.consentVersion ?? '—',
    language: candidate.language,
    events: events.map((event) => ({
      type: event.type,
      at: event.at,
      ip: event.ip,
      hash: event.hash,
    })),
  };
  const certificate = await deps.certificate();
  let sealed: {
    bytes: Buffer;
    originalSha256: string;
    signedContentSha256: string;
    sealedSha256: string;
  };
  if (signature.method === 'upload') {
    // Signed on paper: the candidate's PDF is the signed content; we add the page and the seal.
    const uploaded = await readFile(deps.db, signature.fileId, 'uploaded');
    const signedContentSha256 = sha256Hex(uploaded);
    const withAudit = await appendAuditPage(uploaded, {
      ...audit,
      method: 'upload',
      originalSha256: document.originalSha256,
      signedContentSha256,
    });
    const bytes = await sealPdf(withAudit, certificate, {
      reason: `Signed on paper and uploaded by ${audit.signerName}`,
      name: companyName,
      location: 'Careers e-signature',
      contactInfo: candidate.email,
    });
    sealed = {
      bytes,
      originalSha256: document.originalSha256,
      signedContentSha256,
      sealedSha256: sha256Hex(bytes),
    };
  } else {
    const image =
      signature.method === 'drawn'
        ? await readFile(deps.db, signature.fileId, 'signature image')
        : undefined;
    sealed = await signDocument({
      original,
      signature: image
        ? { imagePng: image }
        : { typedName: signature.typedName ?? audit.signerName },
      audit,
      certificate,
      companyName,
    });
  }
  await deps.db.transaction(async (tx) => {
    const locked = await findCandidateOffer(
      tx,
      { groupId: offer.groupId, candidateId: offer.candidateId },
      offer.encId,
      { lock: true },
    );
    const current = locked?.documents.find((row) => row.id === documentId);
    // Revised or sealed by another process meanwhile: this file is not the one.
    if (!current || current.status !== 'Signed' || current.signedFileId) return;
    const now = deps.clock();
    await updateOfferDocument(tx, documentId, {
      signedFileId: await insertOfferFile(tx, {
        groupId: offer.groupId,
        bytes: sealed.bytes,
        contentType: 'application/pdf',
        sha256: sealed.sealedSha256,
      }),
      signedSha256: sealed.sealedSha256,
      updatedAt: now,
    });
    await appendAuditEvent(tx, {
      offerId: offer.id,
      documentId,
      type: 'sealed',
      by: SYSTEM_ACTOR,
      at: now,
      data: {
        originalSha256: sealed.originalSha256,
        signedContentSha256: sealed.signedContentSha256,
        sealedSha256: sealed.sealedSha256,
        certificateSha256: certificate.fingerprintSha256,
      },
    });
  });
}

export function createSealer(deps: SealerDeps): Sealer {
  const running = new Map<string, Promise<void>>();

  function request(documentId: string): void {
    if (running.has(documentId)) return;
    const task = sealDocument(deps, documentId)
      .catch((error: unknown) => {
        deps.logger.error({ err: error, documentId }, 'sealing a signed offer document failed');
      })
      .finally(() => {
        running.delete(documentId);
      });
    running.set(documentId, task);
  }

  // Sweeps under way: one still listing its documents has requested nothing yet, and idle must
  // wait for it too.
  const sweeps = new Set<Promise<void>>();

  return {
    request,
    sweep: () => {
      const sweep = (async () => {
        for (const documentId of await listDocumentsAwaitingSeal(deps.db, 20)) request(documentId);
        await Promise.all(running.values());
      })();
      sweeps.add(sweep);
      const forget = () => {
        sweeps.delete(sweep);
      };
      sweep.then(forget, forget);
      return sweep;
    },
    idle: async () => {
      while (running.size > 0 || sweeps.size > 0) {
        await Promise.allSettled([...running.values(), ...sweeps]);
      }
    },
    certificate: deps.certificate,
  };
}
