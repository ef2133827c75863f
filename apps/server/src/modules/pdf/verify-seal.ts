import { createHash, verify, X509Certificate } from 'node:crypto';
import { sha256Hex } from '../../shared/sha256';
import { readCmsSignature, type CmsSignature } from './cms-signature';

export type SealCheck = {
  sealed: boolean;
  // The digest of the ByteRange content equals the signed messageDigest, and the CMS signature
  // verifies with the embedded certificate.
  intact: boolean;
  // The ByteRange starts at 0 and ends at the end of the file: nothing was appended after sealing.
  coversWholeFile: boolean;
  signerFingerprintSha256: string | null;
  // Null when no expected fingerprint was given.
  ourCertificate: boolean | null;
  signedAt: Date | null;
  // A plain English reason when the seal is missing, broken, partial or someone else's.
  problem: string | null;
};

export type SealedContentRange = {
  byteRange: [number, number, number, number];
  contents: Buffer; // the /Contents hex, decoded: the CMS signature and its zero padding
};

const BYTE_RANGE = /\/ByteRange\s*\[\s*(\d+)\s+(\d+)\s+(\d+)\s+(\d+)\s*\]/g;

// The last signature's /ByteRange (a later incremental signature comes later in the file) and
// the hex string that fills the gap between its two ranges.
export function sealedContentRange(bytes: Uint8Array): SealedContentRange | null {
  const text = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('latin1');
  const last = [...text.matchAll(BYTE_RANGE)].at(-1);
  if (!last) return null;
  const byteRange = last.slice(1, 5).map(Number) as [number, number, number, number];
  const [start, length, secondStart, secondLength] = byteRange;
  const gapStart = start + length;
  if (secondStart + secondLength > text.length || gapStart >= secondStart) return null;
  if (text[gapStart] !== '<' || text[secondStart - 1] !== '>') return null;
  const hex = text.slice(gapStart + 1, secondStart - 1).replace(/\s/g, '');
  if (!/^(?:[0-9a-fA-F]{2})*$/.test(hex)) return null;
  return { byteRange, contents: Buffer.from(hex, 'hex') };
}

function isSignatureValid(cms: CmsSignature): boolean {
  try {
    const { publicKey } = new X509Certificate(cms.certificate);
    return verify(cms.digestAlgorithm, cms.signedAttributes, publicKey, cms.signature);
  } catch {
    return false;
  }
}

const NOT_SEALED = {
  sealed: false,
  intact: false,
  coversWholeFile: false,
  signerFingerprintSha256: null,
  ourCertificate: null,
  signedAt: null,
} as const;

// Checks the document's last digital signature with our own reading of it: never throws, so a
// garbage upload is simply "not sealed".
export function verifySeal(
  bytes: Uint8Array,
  expected: { fingerprintSha256?: string } = {},
): SealCheck {
  const range = sealedContentRange(bytes);
  if (!range) return { ...NOT_SEALED, problem: 'The document has no digital seal.' };
  let cms: CmsSignature;
  try {
    cms = readCmsSignature(range.contents);
  } catch {
    return { ...NOT_SEALED, problem: 'The digital seal of the document cannot be read.' };
  }
  const [start, length, secondStart, secondLength] = range.byteRange;
  const digest = createHash(cms.digestAlgorithm)
    .update(bytes.subarray(start, start + length))
    .update(bytes.subarray(secondStart, secondStart + secondLength))
    .digest();
  const isDigestEqual = digest.equals(cms.messageDigest);
  const intact = isDigestEqual && isSignatureValid(cms);
  const coversWholeFile = start === 0 && secondStart + secondLength === bytes.length;
  const signerFingerprintSha256 = sha256Hex(cms.certificate);
  const ourCertificate =
    expected.fingerprintSha256 === undefined
      ? null
      : expected.fingerprintSha256.replace(/:/g, '').toLowerCase() === signerFingerprintSha256;
  const problem = !isDigestEqual
    ? 'The document was changed after it was sealed.'
    : !intact
      ? "The seal's signature does not match its certificate."
      : !coversWholeFile
        ? 'Content was added to the document after it was sealed.'
        : ourCertificate === false
          ? 'The document was sealed with a different certificate.'
          : null;
  return {
    sealed: true,
    intact,
    coversWholeFile,
    signerFingerprintSha256,
    ourCertificate,
    signedAt: cms.signingTime,
    problem,
  };
}
