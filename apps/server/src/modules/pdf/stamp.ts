import { textDirection } from '@careers/contracts';
import type { PDFDocument } from 'pdf-lib';
import { formatLongDate } from './dates';
import { takeFormField, type FieldPlace } from './form-field';
import { COLORS, offerWords, textFont } from './page-flow';
import { PdfText } from './text/pdf-text';
import { loadPdf, saveAddition } from './pdf-io';
import { SIGNATURE_DATE_FIELD, SIGNATURE_FIELD } from './signature-block';
import { assertOneMark, drawSignatureMark, type SignatureMark } from './signature-mark';

export type { SignatureMark } from './signature-mark';

const FALLBACK_BOX = { width: 240, height: 56, inset: 36, bottom: 20 };

// An employer's own PDF has no signature field: the mark gets a white box of its own at the foot
// of the last page, bordered so it reads as added rather than as part of the original.
function drawFallbackBox(doc: PDFDocument): FieldPlace {
  const page = doc.getPage(doc.getPageCount() - 1);
  const crop = page.getCropBox();
  const width = Math.min(FALLBACK_BOX.width, crop.width - 2 * FALLBACK_BOX.inset);
  const box = {
    x: crop.x + crop.width - FALLBACK_BOX.inset - width,
    y: crop.y + FALLBACK_BOX.bottom,
    width,
    height: FALLBACK_BOX.height,
  };
  page.drawRectangle({
    ...box,
    color: COLORS.white,
    borderColor: COLORS.rule,
    borderWidth: 0.75,
  });
  return { page, box };
}

// Draws the signature into the document's `signature` field (removing the field, so an empty
// widget cannot cover the mark) and the signing date into `signatureDate` when there is one.
async function stampSignatureInto(doc: PDFDocument, mark: SignatureMark): Promise<void> {
  assertOneMark(mark);
  const words = offerWords(mark.language);
  const text = await PdfText.start(doc, {
    language: words.locale,
    direction: textDirection(words.locale),
  });
  const field = takeFormField(doc, SIGNATURE_FIELD);
  const dateField = takeFormField(doc, SIGNATURE_DATE_FIELD);
  const place = field ?? drawFallbackBox(doc);
  await drawSignatureMark(doc, place.page, place.box, text, words, mark);
  if (dateField) {
    const { page, box } = dateField;
    const size = Math.min(10.5, box.height * 0.6);
    text.draw(page, text.prepare(formatLongDate(mark.signedAt, words.locale, mark.timeZone)), {
      x: box.x + 3,
      y: box.y + (box.height - size * 0.72) / 2,
      font: textFont('regular', size),
      color: COLORS.ink,
    });
  }
  await text.finish();
}

export async function stampSignature(
  original: Uint8Array,
  signature: SignatureMark,
): Promise<Uint8Array> {
  assertOneMark(signature);
  const doc = await loadPdf(original);
  await stampSignatureInto(doc, signature);
  return saveAddition(doc);
}
