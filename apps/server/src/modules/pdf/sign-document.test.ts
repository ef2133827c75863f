import { PDFDocument } from 'pdf-lib';
import { beforeAll, describe, expect, it } from 'vitest';
import { sha256Hex } from '../../shared/sha256';
import { renderOfferLetter } from './offer-letter';
import { loadSealCertificate, type SealCertificate } from './seal-certificate';
import { signDocument, type SignDocumentInput } from './sign-document';
import { oneLine, pdfsig, pdfText, shouldSkipPoppler, signaturePng } from './test-support';
import { verifySeal } from './verify-seal';

let certificate: SealCertificate;
let letter: Uint8Array;
beforeAll(async () => {
  certificate = await loadSealCertificate({ dataDir: null });
  letter = await renderOfferLetter({
    companyName: 'Northwind Traders',
    candidateName: 'Zoë Lindqvist',
    positionName: 'Data Analyst',
    salary: '$62,000',
    startDate: '2026-09-01',
    language: 'en',
    expiresAt: '2026-06-30T23:59:59Z',
    extraPages: 1,
  });
});

const input = (signature: SignDocumentInput['signature']): SignDocumentInput => ({
  original: letter,
  signature,
  certificate,
  companyName: 'Northwind Traders',
  audit: {
    documentName: 'Offer letter',
    documentId: 'doc-1',
    signerName: 'Zoë Lindqvist',
    signerEmail: 'zoe@example.com',
    signedAt: new Date('2026-06-15T19:04:05Z'),
    timeZone: 'Europe/Stockholm',
    ip: '203.0.113.42',
    userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Firefox/128.0',
    consentVersion: 'v1',
    language: 'en',
    events: [
      {
        type: 'signed',
        at: new Date('2026-06-15T19:04:05Z'),
        ip: '203.0.113.42',
        hash: 'ab'.repeat(32),
      },
    ],
  },
});

describe('signDocument', () => {
  it('stamps a typed name, adds the audit trail and seals the whole', async () => {
    const signed = await signDocument(input({ typedName: 'Zoë Lindqvist' }));
    expect(signed.originalSha256).toBe(sha256Hex(letter));
    expect(signed.sealedSha256).toBe(sha256Hex(signed.bytes));
    expect(signed.signedContentSha256).not.toBe(signed.originalSha256);
    expect((await PDFDocument.load(signed.bytes)).getPageCount()).toBe(3);
    expect(
      verifySeal(signed.bytes, { fingerprintSha256: certificate.fingerprintSha256 }),
    ).toMatchObject({
      sealed: true,
      intact: true,
      coversWholeFile: true,
      ourCertificate: true,
      problem: null,
    });
    if (shouldSkipPoppler) return;
    const report = pdfsig(signed.bytes);
    expect(report).toContain('Signature Validation: Signature is Valid.');
    expect(report).toContain('Total document signed');
    const text = oneLine(pdfText(signed.bytes));
    expect(text).toContain(
      'Signed electronically by Zoë Lindqvist on Jun 15, 2026, 9:04:05 PM GMT+2',
    );
    expect(text).toContain('Signature audit trail');
    expect(text).toContain('Signature method Typed name');
    expect(text).toContain(signed.originalSha256);
    expect(text).toContain(signed.signedContentSha256);
  });

  it('stamps a drawn signature and records the method', async () => {
    const signed = await signDocument(input({ imagePng: signaturePng() }));
    expect(verifySeal(signed.bytes).intact).toBe(true);
    if (shouldSkipPoppler) return;
    expect(pdfsig(signed.bytes)).toContain('Signature Validation: Signature is Valid.');
    expect(oneLine(pdfText(signed.bytes))).toContain('Signature method Drawn signature');
  });
});
