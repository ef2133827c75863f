import { PDFDocument } from 'pdf-lib';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderOfferLetter } from './offer-letter';
import { stampSignature } from './stamp';
import {
  encryptedPdf,
  oneLine,
  pdfText,
  plainPdf,
  shouldSkipPoppler,
  signaturePng,
} from './test-support';

const SIGNED = {
  signerName: 'Zoë Lindqvist',
  signedAt: new Date('2026-06-15T19:04:05Z'),
  timeZone: 'America/New_York',
  language: 'en',
};

let letter: Uint8Array;
beforeAll(async () => {
  letter = await renderOfferLetter({
    companyName: 'Northwind Traders',
    candidateName: 'Zoë Lindqvist',
    positionName: 'Data Analyst',
    salary: '€62,000',
    startDate: '2026-09-01',
    language: 'en',
  });
});

const imageCount = (doc: PDFDocument) =>
  doc.getPages().filter((page) => page.node.Resources()?.toString().includes('/XObject <<\n/'))
    .length;

describe('stampSignature', () => {
  it('draws into the signature field and removes the field', async () => {
    const stamped = await stampSignature(letter, { ...SIGNED, typedName: 'Zoë Lindqvist' });
    const doc = await PDFDocument.load(stamped);
    expect(doc.getForm().getFields()).toHaveLength(0);
    expect(doc.getPage(0).node.Annots()?.size() ?? 0).toBe(0);
    if (shouldSkipPoppler) return;
    const text = oneLine(pdfText(stamped));
    expect(text).toContain(
      'Signed electronically by Zoë Lindqvist on Jun 15, 2026, 3:04:05 PM EDT',
    );
    expect(text.match(/Zoë Lindqvist/g)?.length).toBeGreaterThanOrEqual(4);
    expect(text).toContain('June 15, 2026');
  });

  it('draws a PNG signature as an image', async () => {
    const stamped = await stampSignature(letter, { ...SIGNED, imagePng: signaturePng() });
    const doc = await PDFDocument.load(stamped);
    expect(imageCount(doc)).toBe(1);
    if (!shouldSkipPoppler) expect(oneLine(pdfText(stamped))).toContain('Signed electronically by');
  });

  it('signs a PDF without a signature field in a box at the foot of its last page', async () => {
    const stamped = await stampSignature(await plainPdf(), { ...SIGNED, typedName: 'Zoë' });
    const doc = await PDFDocument.load(stamped);
    expect(doc.getPageCount()).toBe(2);
    expect(doc.catalog.getAcroForm()).toBeUndefined();
    if (shouldSkipPoppler) return;
    const [, lastPage] = pdfText(stamped).split('\f');
    expect(oneLine(lastPage!)).toContain('Signed electronically by Zoë Lindqvist');
  });

  it('takes a signature field of any type from an employer form', async () => {
    const doc = await PDFDocument.create();
    const page = doc.addPage();
    const form = doc.getForm();
    form
      .createCheckBox('Page1.signature')
      .addToPage(page, { x: 60, y: 60, width: 200, height: 50 });
    form.createTextField('name').addToPage(page, { x: 60, y: 200, width: 200, height: 20 });
    const stamped = await stampSignature(await doc.save(), { ...SIGNED, typedName: 'Zoë' });
    const names = (await PDFDocument.load(stamped))
      .getForm()
      .getFields()
      .map((f) => f.getName());
    expect(names).toEqual(['name']);
  });

  it('wants exactly one of a typed name and a drawn signature', async () => {
    await expect(stampSignature(letter, SIGNED)).rejects.toThrow('exactly one');
    await expect(
      stampSignature(letter, { ...SIGNED, typedName: 'Zoë', imagePng: signaturePng() }),
    ).rejects.toThrow('exactly one');
    await expect(stampSignature(letter, { ...SIGNED, typedName: '  ' })).rejects.toThrow(
      'exactly one',
    );
  });

  it('refuses an encrypted PDF in plain words', async () => {
    await expect(stampSignature(encryptedPdf(), { ...SIGNED, typedName: 'Zoë' })).rejects.toThrow(
      'The document is encrypted.',
    );
  });
});
