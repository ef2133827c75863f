import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { serverText } from '../../shared/server-text';
import { sha256Hex } from '../../shared/sha256';
import { appendAuditPage, type AuditPageInput } from './audit-page';
import { oneLine, pdfText, plainPdf, shouldSkipPoppler } from './test-support';

const USER_AGENT =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15 CareersTest/1.0';

const AUDIT: AuditPageInput = {
  documentName: 'Offer letter - Data Analyst',
  documentId: '5d0c7f1e-2f4b-4c55-9a43-0f5c2b7d9e11',
  signerName: 'Zoë Lindqvist',
  signerEmail: 'zoe@example.com',
  signedAt: new Date('2026-06-15T19:04:05.123Z'),
  timeZone: 'Europe/Stockholm',
  ip: '203.0.113.42',
  userAgent: USER_AGENT,
  originalSha256: sha256Hex(Buffer.from('original')),
  signedContentSha256: sha256Hex(Buffer.from('signed')),
  consentVersion: 'esign-consent-2026-05',
  method: 'typed',
  language: 'en',
  events: [
    { type: 'sent', at: new Date('2026-06-14T08:00:00Z'), ip: null, hash: 'a'.repeat(64) },
    {
      type: 'viewed',
      at: new Date('2026-06-15T19:00:00Z'),
      ip: '203.0.113.42',
      hash: 'b'.repeat(64),
    },
    {
      type: 'signed',
      at: new Date('2026-06-15T19:04:05Z'),
      ip: '2001:db8::1',
      hash: 'c'.repeat(64),
    },
  ],
};

describe('appendAuditPage', () => {
  it('adds one page after the document', async () => {
    const bytes = await appendAuditPage(await plainPdf(), AUDIT);
    expect((await PDFDocument.load(bytes)).getPageCount()).toBe(3);
  });

  it.skipIf(shouldSkipPoppler)('lists who signed what, when, from where and how', async () => {
    const pages = pdfText(await appendAuditPage(await plainPdf(), AUDIT)).split('\f');
    const text = oneLine(pages[2]!);
    for (const expected of [
      'Signature audit trail',
      'Document Offer letter - Data Analyst',
      `Document ID ${AUDIT.documentId}`,
      'Signer Zoë Lindqvist',
      'E-mail zoe@example.com',
      'Jun 15, 2026, 9:04:05 PM GMT+2 (Europe/Stockholm)',
      '2026-06-15T19:04:05.123Z',
      'IP address 203.0.113.42',
      `User agent ${USER_AGENT}`,
      'Signature method Typed name',
      'Consent text version esign-consent-2026-05',
      `SHA-256 of the original document ${AUDIT.originalSha256}`,
      `SHA-256 of the signed content ${AUDIT.signedContentSha256}`,
      'Time (UTC)',
      '2026-06-14T08:00:00.000Z',
      'Viewed',
      '2001:db8::1',
      'c'.repeat(16),
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain('c'.repeat(17));
  });

  it.skipIf(shouldSkipPoppler)("is written in the signer's language and script", async () => {
    const audit = { ...AUDIT, language: 'hi', signerName: 'प्रिया शर्मा' };
    const text = oneLine(pdfText(await appendAuditPage(await plainPdf(), audit)).split('\f')[2]!);
    const words = serverText('hi').offerPdf.audit;
    for (const expected of [
      words.title,
      `${words.signer} प्रिया शर्मा`,
      words.methods.typed,
      words.eventTypes.viewed,
      AUDIT.originalSha256,
    ]) {
      expect(text).toContain(expected);
    }
  });

  it.skipIf(shouldSkipPoppler)('continues a long event list on further pages', async () => {
    const events = Array.from({ length: 120 }, (_, index) => ({
      type: `event-${index}`,
      at: new Date(Date.UTC(2026, 5, 1, 0, index)),
      ip: '198.51.100.7',
      hash: sha256Hex(Buffer.from(String(index))),
    }));
    const bytes = await appendAuditPage(await plainPdf(), { ...AUDIT, events });
    const doc = await PDFDocument.load(bytes);
    expect(doc.getPageCount()).toBeGreaterThanOrEqual(5);
    const text = oneLine(pdfText(bytes));
    expect(text).toContain('Signature audit trail (continued)');
    // The event table's column titles start each further page.
    expect(text.match(/Time \(UTC\)/g)?.length).toBe(doc.getPageCount() - 2);
    expect(text).toContain('event-0 ');
    expect(text).toContain('event-119 ');
    expect(text).toContain(`Audit page ${doc.getPageCount() - 2} of ${doc.getPageCount() - 2}`);
  });
});
