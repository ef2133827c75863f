import { PDFDocument, PDFTextField } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { renderOfferLetter } from './offer-letter';
import { oneLine, pdfText, shouldSkipPoppler } from './test-support';

const LETTER = {
  companyName: 'Northwind Traders',
  candidateName: 'Zoë Lindqvist',
  positionName: 'Senior Backend Engineer',
  salary: '$145,000',
  startDate: '2026-07-01',
  expiresAt: '2026-06-20T23:59:00Z',
  language: 'en',
};

describe('renderOfferLetter', () => {
  it('is one Letter page with a signature field over the signature line', async () => {
    const doc = await PDFDocument.load(await renderOfferLetter(LETTER));
    expect(doc.getPageCount()).toBe(1);
    expect(doc.getPage(0).getSize()).toEqual({ width: 612, height: 792 });
    const field = doc.getForm().getField('signature');
    expect(field).toBeInstanceOf(PDFTextField);
    const [widget] = field.acroField.getWidgets();
    const box = widget!.getRectangle();
    expect(box.width).toBeGreaterThan(200);
    expect(box.height).toBeGreaterThan(30);
    expect(box.x).toBeGreaterThanOrEqual(72);
    expect(box.y).toBeGreaterThan(72);
  });

  it.skipIf(shouldSkipPoppler)('names the offer, salary, start, deadline and signer', async () => {
    const text = oneLine(pdfText(await renderOfferLetter(LETTER)));
    expect(text).toContain('Northwind Traders');
    expect(text).toContain('Dear Zoë Lindqvist,');
    expect(text).toContain('position of Senior Backend Engineer at Northwind Traders');
    expect(text).toContain('Your annual salary will be $145,000');
    expect(text).toContain('begin on July 1, 2026');
    expect(text).toContain('open until June 20, 2026 at 11:59 PM UTC');
    expect(text).toMatch(/Signature\s.*Date/);
    expect(text).toContain('Page 1 of 1');
  });

  it.skipIf(shouldSkipPoppler)('leaves the deadline out when the offer has none', async () => {
    const text = oneLine(pdfText(await renderOfferLetter({ ...LETTER, expiresAt: null })));
    expect(text).not.toContain('open until');
    expect(text).toContain('To accept this offer, please sign this letter electronically.');
  });

  it('adds pages of terms and keeps the signature on the last page', async () => {
    const doc = await PDFDocument.load(await renderOfferLetter({ ...LETTER, extraPages: 9 }));
    expect(doc.getPageCount()).toBe(10);
    const [widget] = doc.getForm().getField('signature').acroField.getWidgets();
    expect(widget!.P()).toBe(doc.getPage(9).ref);
  });

  it.skipIf(shouldSkipPoppler)('titles the extra pages as terms of employment', async () => {
    const text = pdfText(await renderOfferLetter({ ...LETTER, extraPages: 2 }));
    expect(text).toContain('Terms of employment');
    expect(text).toContain('Terms of employment (continued)');
    expect(text).toContain('Page 3 of 3');
  });

  // Names in every script the site's languages use come back from the file as written.
  it
    .skipIf(shouldSkipPoppler)
    .each([
      'Zoë Dvořák',
      'प्रिया शर्मा',
      'శ్రీనివాస్ రెడ్డి',
      'สมชาย ใจดี',
      'דנה כהן',
      'ليلى حداد',
      '山田 太郎',
      '김민준',
      '王小明',
      '陳大文',
      'Ελένη Παπαδοπούλου',
      'Иван Петров',
    ])('writes the name %s in its own script', async (candidateName) => {
    const bytes = await renderOfferLetter({ ...LETTER, candidateName });
    const text = pdfText(bytes).replace(/[\u202A-\u202E]/gu, '');
    expect(text).toContain(`Dear ${candidateName},`);
    expect(text).toContain(`By signing below, I accept the offer of employment`);
    // Under the signature line.
    expect(text.split('\n').map((line) => line.trim())).toContain(candidateName);
  });

  it.skipIf(shouldSkipPoppler)(
    "writes the letter in the candidate's language, dates included",
    async () => {
      const german = oneLine(pdfText(await renderOfferLetter({ ...LETTER, language: 'de' })));
      expect(german).toContain(`Guten Tag Zoë Lindqvist,`);
      expect(german).toContain('1. Juli 2026');
      expect(german).toContain('Seite 1 von 1');
      const japanese = oneLine(pdfText(await renderOfferLetter({ ...LETTER, language: 'ja' })));
      expect(japanese).toContain('2026年7月1日');
      expect(japanese).toContain('Zoë Lindqvist 様');
    },
  );

  it('mirrors the letter for a right-to-left language: the signature box on the right', async () => {
    const doc = await PDFDocument.load(await renderOfferLetter({ ...LETTER, language: 'ar' }));
    const [widget] = doc.getForm().getField('signature').acroField.getWidgets();
    const box = widget!.getRectangle();
    expect(box.x + box.width).toBeCloseTo(612 - 72, 0);
  });
});
