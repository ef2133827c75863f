import { describe, expect, it } from 'vitest';
import { renderOfferLetter } from './offer-letter';
import { sealPdf } from './seal';
import { loadSealCertificate } from './seal-certificate';
import { encryptedPdf, pdfsig, shouldSkipPoppler } from './test-support';

const INFO = {
  reason: 'Signed electronically by Zoë (Zo) Lindqvist :)',
  name: 'Northwind Traders',
  location: 'Careers e-signature',
  contactInfo: 'zoe@example.com',
  signingTime: new Date('2026-06-15T19:04:05Z'),
};

const letter = () =>
  renderOfferLetter({
    companyName: 'Northwind Traders',
    candidateName: 'Zoë Lindqvist',
    positionName: 'Data Analyst',
    salary: '€62,000',
    startDate: '2026-09-01',
    language: 'en',
  });

describe('sealPdf', () => {
  it('writes a detached PKCS#7 signature over the whole file', async () => {
    const sealed = await sealPdf(
      await letter(),
      await loadSealCertificate({ dataDir: null }),
      INFO,
    );
    const text = sealed.toString('latin1');
    expect(text).toContain('/SubFilter /adbe.pkcs7.detached');
    expect(text).toMatch(/\/ByteRange \[0 \d+ \d+ \d+\]/);
    expect(text).toContain('/Reason (Signed electronically by Zo\xeb \\(Zo\\) Lindqvist :\\))');
  });

  it.skipIf(shouldSkipPoppler)('is a valid signature to Poppler', async () => {
    const sealed = await sealPdf(
      await letter(),
      await loadSealCertificate({ dataDir: null }),
      INFO,
    );
    const report = pdfsig(sealed);
    expect(report).toContain('Signature Validation: Signature is Valid.');
    expect(report).toContain('Total document signed');
    expect(report).toContain('Careers document seal');
    expect(report).toContain('Signing Hash Algorithm: SHA-256');
  });

  it('refuses an encrypted PDF', async () => {
    const certificate = await loadSealCertificate({ dataDir: null });
    await expect(sealPdf(encryptedPdf(), certificate, INFO)).rejects.toThrow(
      'The document is encrypted.',
    );
  });
});
