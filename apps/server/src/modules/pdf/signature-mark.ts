import { rgb, type PDFDocument, type PDFPage } from 'pdf-lib';
import { formatSignedAt } from './dates';
import type { Box } from './form-field';
import { COLORS, type Fonts } from './page-flow';
import { sizeToFit, toWinAnsi, wrapText } from './text';

export type SignatureMark = {
  typedName?: string;
  imagePng?: Uint8Array;
  signerName: string;
  signedAt: Date;
  timeZone: string;
};

const PEN = rgb(0.08, 0.16, 0.42);
const PADDING = 3;
const CAPTION_SIZE = 6.5;
const SMALLEST_CAPTION = 5;
const LARGEST_NAME = 28;
// Helvetica's descender and cap height, as fractions of the size.
const DESCENT = 0.21;
const ASCENT = 0.72;

export function assertOneMark(mark: SignatureMark): void {
  const given = [mark.typedName?.trim(), mark.imagePng?.length].filter(Boolean).length;
  if (given !== 1) throw new Error('Give exactly one of a typed name or a drawn signature.');
}

// The signature (typed or drawn) in the upper part of `box`, and the line saying who signed
// when along its foot; in a box too low for both, the line goes just below it.
export async function drawSignatureMark(
  doc: PDFDocument,
  page: PDFPage,
  box: Box,
  fonts: Fonts,
  mark: SignatureMark,
): Promise<void> {
  const width = Math.max(1, box.width - 2 * PADDING);
  const caption = toWinAnsi(
    `Signed electronically by ${mark.signerName} on ${formatSignedAt(mark.signedAt, mark.timeZone)}`,
  );
  const captionSize = Math.max(
    SMALLEST_CAPTION,
    sizeToFit(caption, fonts.regular, CAPTION_SIZE, width),
  );
  const lines = wrapText(caption, fonts.regular, captionSize, width);
  const captionHeight = lines.length * captionSize * 1.25;
  const isCaptionInside = box.height >= captionHeight + 18;
  let baseline = isCaptionInside
    ? box.y + PADDING + captionHeight - captionSize
    : box.y - 2 - captionSize;
  for (const line of lines) {
    page.drawText(line, {
      x: box.x + PADDING,
      y: baseline,
      size: captionSize,
      font: fonts.regular,
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
  const name = toWinAnsi(mark.typedName?.trim() ?? '');
  const size = Math.min(
    sizeToFit(name, fonts.italic, LARGEST_NAME, area.width),
    area.height / (DESCENT + ASCENT + 0.05),
  );
  page.drawText(name, {
    x: area.x,
    y: area.y + DESCENT * size + (area.height - (DESCENT + ASCENT) * size) / 2,
    size,
    font: fonts.italic,
    color: PEN,
  });
}
