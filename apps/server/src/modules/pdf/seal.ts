import { pdflibAddPlaceholder } from '@signpdf/placeholder-pdf-lib';
import { P12Signer } from '@signpdf/signer-p12';
import { SignPdf } from '@signpdf/signpdf';
import { loadPdf, saveAddition } from './pdf-io';
import type { SealCertificate } from './seal-certificate';
import { toLatin1 } from './text';

export type SealInfo = {
  reason: string;
  name: string;
  location: string;
  contactInfo: string;
  signingTime?: Date;
};

// Room for the CMS signature: the certificate (~1 KB for ours), signed attributes and an RSA
// signature, with space for a longer chain from an operator's own certificate.
const SIGNATURE_LENGTH = 8192;

// @signpdf writes these as PDF literal strings without escaping, so a ")" in a name would end
// the string early and corrupt the signature dictionary.
const toPdfLiteral = (text: string) =>
  toLatin1(text).replace(/[\\()]/g, (character) => `\\${character}`);

// A digital signature over the whole document (adbe.pkcs7.detached, SHA-256), invisible, so any
// later change shows as a broken seal in PDF readers and in verifySeal.
export async function sealPdf(
  pdf: Uint8Array,
  certificate: SealCertificate,
  info: SealInfo,
): Promise<Buffer> {
  const doc = await loadPdf(pdf);
  const signingTime = info.signingTime ?? new Date();
  pdflibAddPlaceholder({
    pdfDoc: doc,
    reason: toPdfLiteral(info.reason),
    name: toPdfLiteral(info.name),
    location: toPdfLiteral(info.location),
    contactInfo: toPdfLiteral(info.contactInfo),
    signingTime,
    signatureLength: SIGNATURE_LENGTH,
  });
  // @signpdf finds the placeholder by scanning the bytes, which object streams would compress.
  const prepared = await saveAddition(doc, { useObjectStreams: false });
  const signer = new P12Signer(certificate.p12, { passphrase: certificate.passphrase });
  // The package's default export is an instance that Node's ESM view of CommonJS hides behind
  // `.default`; the class is a plain named export.
  return new SignPdf().sign(Buffer.from(prepared), signer, signingTime);
}
