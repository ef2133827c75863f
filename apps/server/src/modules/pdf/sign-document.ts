import { sha256Hex } from '../../shared/sha256';
import { appendAuditPage, type AuditPageInput } from './audit-page';
import { sealPdf } from './seal';
import type { SealCertificate } from './seal-certificate';
import { stampSignature } from './stamp';

export type SignDocumentInput = {
  original: Uint8Array;
  signature: { typedName?: string; imagePng?: Uint8Array };
  audit: Omit<AuditPageInput, 'originalSha256' | 'signedContentSha256' | 'method'>;
  certificate: SealCertificate;
  companyName: string;
};

export type SignedDocument = {
  bytes: Buffer;
  originalSha256: string;
  // SHA-256 of the stamped PDF exactly as stampSignature returned it, before the audit page:
  // the signed content the audit page vouches for.
  signedContentSha256: string;
  sealedSha256: string;
};

// The signing pipeline: stamp the signature, hash the result, append the audit trail, seal the
// whole. Each step loads and saves on its own; pdf-lib's passes cost a few milliseconds each,
// and the seal's RSA signature dominates the time anyway.
export async function signDocument(input: SignDocumentInput): Promise<SignedDocument> {
  const { original, signature, audit, certificate } = input;
  const originalSha256 = sha256Hex(original);
  const stamped = await stampSignature(original, {
    ...signature,
    signerName: audit.signerName,
    signedAt: audit.signedAt,
    timeZone: audit.timeZone,
    language: audit.language,
  });
  const signedContentSha256 = sha256Hex(stamped);
  const audited = await appendAuditPage(stamped, {
    ...audit,
    originalSha256,
    signedContentSha256,
    method: signature.imagePng ? 'drawn' : 'typed',
  });
  const bytes = await sealPdf(audited, certificate, {
    reason: `Signed electronically by ${audit.signerName}`,
    name: input.companyName,
    location: 'Careers e-signature',
    contactInfo: audit.signerEmail,
    signingTime: audit.signedAt,
  });
  return { bytes, originalSha256, signedContentSha256, sealedSha256: sha256Hex(bytes) };
}
