import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { renderDocument } from './offer-document';
import { oneLine, pdfText, shouldSkipPoppler } from './test-support';

const NDA = {
  companyName: 'Northwind Traders',
  title: 'Non-disclosure agreement',
  candidateName: 'Ada Lovelace',
  paragraphs: [
    'You agree to keep confidential everything you learn about Northwind Traders.',
    'This agreement survives the end of your employment.',
  ],
  language: 'en',
};

describe('renderDocument', () => {
  it('has a signature field only when it is to be signed', async () => {
    const signed = await PDFDocument.load(await renderDocument({ ...NDA, withSignature: true }));
    expect(signed.getForm().getFieldMaybe('signature')).toBeDefined();
    const plain = await PDFDocument.load(await renderDocument({ ...NDA, withSignature: false }));
    expect(plain.getForm().getFields()).toHaveLength(0);
  });

  it.skipIf(shouldSkipPoppler)('shows the title, the candidate and every paragraph', async () => {
    const text = oneLine(pdfText(await renderDocument({ ...NDA, withSignature: true })));
    expect(text).toContain('Non-disclosure agreement');
    expect(text).toContain('Prepared for Ada Lovelace');
    for (const paragraph of NDA.paragraphs) expect(text).toContain(paragraph);
    expect(text).toContain('Acknowledged and agreed');
  });
});
