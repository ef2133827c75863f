import { rgb, type PDFDocument, type PDFPage } from 'pdf-lib';
import { formatSignedAt } from './dates';
import type { Box } from './form-field';
import { COLORS, fill, textFont, type OfferWords } from './page-flow';
import type { PdfText } from './text/pdf-text';

export type SignatureMark = {
  typedName?: string;
  imagePng?: Uint8Array;
  signerName: string;
  signedAt: Date;
  timeZone: string;
  // The signer's language, for the line saying who signed when.
  language: string;
};

const PEN = rgb(0.08, 0.16, 0.42);
const PADDING = 3;
const CAPTION_SIZE = 6.5;
const SMALLEST_CAPTION = 5;
const LARGEST_NAME = 28;
// Noto Sans's descender and cap height, as fractions of the size.
const DESCENT = 0.24;
const ASCENT = 0.72;

export function assertOneMark(mark: SignatureMark): void {
  const given = [mark.typedName?.trim(), mark.imagePng?.length].filter(Boolean).length;
  if (given !== 1) throw new Error('Give exactly one of a typed name or a drawn signature.');
}

// The largest size, at most `maxSize`, at which `line` fits `maxWidth`.
function sizeToFit(
  text: PdfText,
  line: string,
  font: 'regular' | 'italic',
  maxSize: number,
  maxWidth: number,
) {
  const widthAtOne = text.width(line, textFont(font, 1));
  return widthAtOne === 0 ? maxSize : Math.min(maxSize, maxWidth / widthAtOne);
}

// The signature (typed or drawn) in the upper part of `box`, and the line saying who signed
// when along its foot; in a box too low for both, the line goes just below it.
export async function drawSignatureMark(
  doc: PDFDocument,
  page: PDFPage,
  box: Box,
  text: PdfText,
  words: { locale: string; words: OfferWords },
  mark: SignatureMark,
): Promise<void> {
  const width = Math.max(1, box.width - 2 * PADDING);
  const caption = text.prepare(
    fill(words.words.signature.signedBy, {
      name: mark.signerName,
      date: formatSignedAt(mark.signedAt, mark.timeZone, words.locale),
    }),
  );
  const captionSize = Math.max(
    SMALLEST_CAPTION,
    sizeToFit(text, caption, 'regular', CAPTION_SIZE, width),
  );
  const lines = text.wrap(caption, textFont('regular', captionSize), width);
  const captionHeight = lines.length * captionSize * 1.25;
  const isCaptionInside = box.height >= captionHeight + 18;
  let baseline = isCaptionInside
    ? box.y + PADDING + captionHeight - captionSize
    : box.y - 2 - captionSize;
  // Lines keep to the box's start edge: its right one in a right-to-left document.
  const startX = (lineWidth: number) =>
    text.direction === 'rtl' ? box.x + box.width - PADDING - lineWidth : box.x + PADDING;
  for (const line of lines) {
    text.draw(page, line, {
      x: startX(text.width(line, textFont('regular', captionSize))),
      y: baseline,
      font: textFont('regular', captionSize),
      color: COLORS.muted,
    });
    baseline -= captionSize * 1.25;
  }

  const bottom = isCaptionInside ? box.y + PADDING + captionHeight + 1 : box.y + PADDING;
  const area = {
    x: box.x + PADDING,
    y: bottom,
    width,
    height: Math.max(1, box.y + box.height - PADDING - bottom),
  };
  if (mark.imagePng) {
    const image = await doc.embedPng(mark.imagePng);
    const scale = Math.min(area.width / image.width, area.height / image.height);
    const height = image.height * scale;
    page.drawImage(image, {
      x: area.x,
      y: area.y + (area.height - height) / 2,
      width: image.width * scale,
      height,
    });
    return;
  }
  // The typed name in italic, a hand's slant where the script has one (Noto Sans Italic).
  const name = text.prepare(mark.typedName?.trim() ?? '');
  const size = Math.min(
    sizeToFit(text, name, 'italic', LARGEST_NAME, area.width),
    area.height / (DESCENT + ASCENT + 0.05),
  );
  text.draw(page, name, {
    x: startX(text.width(name, textFont('italic', size), 'auto')),
    y: area.y + DESCENT * size + (area.height - (DESCENT + ASCENT) * size) / 2,
    font: textFont('italic', size),
    color: PEN,
    base: 'auto',
  });
}
