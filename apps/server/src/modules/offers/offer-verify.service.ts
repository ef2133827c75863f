import type { Database } from '../../db/database';
import { sha256Hex } from '../../shared/sha256';
import { type SealCertificate, verifySeal } from '../pdf/pdf.public';
import { checkAuditChain } from './audit-chain';
import { findDocumentBySignedSha, listAuditEvents, readOfferFile } from './offers.repository';

type VerifyCheck = { name: string; ok: boolean; detail: string };
export type VerifyReport = { ours: boolean; checks: VerifyCheck[]; summary: string };

/**
 * `careers offers verify FILE`: whether a signed PDF is the one we produced and is unmodified —
 * its seal (intact, over the whole file, by our certificate), the document we stored under its
 * hash (the same bytes), the original it was made from (its recorded hash), and the offer's audit
 * trail (the chain unbroken, the seal event naming this file).
 */
export async function verifySignedDocument(
  db: Database,
  certificate: SealCertificate,
  bytes: Uint8Array,
): Promise<VerifyReport> {
  const checks: VerifyCheck[] = [];
  const seal = verifySeal(bytes, { fingerprintSha256: certificate.fingerprintSha256 });
  checks.push({
    name: 'Digital seal',
    ok: seal.sealed && seal.intact && seal.coversWholeFile && seal.ourCertificate === true,
    detail:
      seal.problem ??
      `intact, over the whole file, by our certificate (${certificate.fingerprintSha256.slice(0, 16)}…)`,
  });
  const sha256 = sha256Hex(bytes);
  const found = await findDocumentBySignedSha(db, sha256);
  checks.push({
    name: 'Our record',
    ok: found !== null,
    detail: found
      ? `"${found.document.name}" of offer ${found.offer.encId} (SHA-256 ${sha256})`
      : `no document we produced has the SHA-256 ${sha256}`,
  });
  if (found) {
    const stored = found.document.signedFileId
      ? await readOfferFile(db, found.document.signedFileId)
      : null;
    checks.push({
      name: 'Stored copy',
      ok: stored !== null && sha256Hex(stored) === sha256,
      detail:
        stored && sha256Hex(stored) === sha256
          ? 'identical to this file'
          : 'differs from this file',
    });
    const original = await readOfferFile(db, found.document.originalFileId);
    const originalOk = original !== null && sha256Hex(original) === found.document.originalSha256;
    checks.push({
      name: 'Original document',
      ok: originalOk,
      detail: originalOk
        ? `unchanged (SHA-256 ${found.document.originalSha256})`
        : 'the stored original no longer matches its recorded hash',
    });
    const events = await listAuditEvents(db, found.offer.id);
    const chain = checkAuditChain(events);
    const sealEvent = events.find(
      (event) =>
        event.type === 'sealed' &&
        event.documentId === found.document.id &&
        event.data.sealedSha256 === sha256,
    );
    checks.push({
      name: 'Audit trail',
      ok:
        chain.intact &&
        sealEvent !== undefined &&
        sealEvent.data.originalSha256 === found.document.originalSha256,
      detail: !chain.intact
        ? `event ${chain.sequence} is not as recorded: ${chain.problem}`
        : sealEvent
          ? `${events.length} events, chained and unchanged; event ${sealEvent.sequence} records this file`
          : 'no event records this file',
    });
  }
  const ours = checks.every((check) => check.ok);
  return {
    ours,
    checks,
    summary: ours
      ? 'This is a document we produced, and it has not been modified.'
      : 'This document cannot be confirmed as ours and unmodified.',
  };
}
