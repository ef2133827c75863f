import type { PDFFont } from 'pdf-lib';

// The standard 14 fonts write WinAnsi only: pdf-lib throws on anything else. Latin-1 plus these
// code points (WinAnsi's 0x80–0x9F row) is what Helvetica and Courier can show.
const WIN_ANSI_EXTRAS = new Set(
  '€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ'.split('').map((character) => character.codePointAt(0)),
);

const isWinAnsi = (codePoint: number) =>
  (codePoint >= 0x20 && codePoint <= 0x7e) ||
  (codePoint >= 0xa0 && codePoint <= 0xff) ||
  WIN_ANSI_EXTRAS.has(codePoint);

// A name like "Dvořák" reads better as "Dvorak" than as "Dvo?ák": letters outside WinAnsi lose
// their accents first, and only what is still unwritable (CJK, emoji) becomes '?'.
function toWritable(character: string, isAllowed: (codePoint: number) => boolean): string {
  const codePoint = character.codePointAt(0) ?? 0;
  if (isAllowed(codePoint)) return character;
  if (/\s/u.test(character)) return ' ';
  const bare = character.normalize('NFKD').replace(/\p{M}/gu, '');
  return Array.from(bare).every((part) => isAllowed(part.codePointAt(0) ?? 0)) && bare !== ''
    ? bare
    : '?';
}

export function toWinAnsi(text: string): string {
  return Array.from(text.normalize('NFC'), (character) => toWritable(character, isWinAnsi)).join(
    '',
  );
}

const isLatin1 = (codePoint: number) =>
  (codePoint >= 0x20 && codePoint <= 0x7e) || (codePoint >= 0xa0 && codePoint <= 0xff);

// PDF text strings (the seal's reason, name…) are PDFDocEncoding, which agrees with Latin-1 above
// 0xA0 but not with WinAnsi's 0x80–0x9F row.
export function toLatin1(text: string): string {
  return Array.from(text.normalize('NFC'), (character) => toWritable(character, isLatin1)).join('');
}

// Greedy line breaking at spaces, however a line is measured: a word wider than the line (a hash,
// a user agent token, a long address) is cut where it overflows, between characters (code
// points), so nothing is drawn past the margin. No text gives no lines.
export function breakLines(text: string, fits: (line: string) => boolean): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = line === '' ? word : `${line} ${word}`;
    if (fits(candidate)) {
      line = candidate;
      continue;
    }
    if (line !== '') lines.push(line);
    line = word;
    while (!fits(line)) {
      const characters = Array.from(line);
      let cut = characters.length - 1;
      while (cut > 1 && !fits(characters.slice(0, cut).join(''))) cut -= 1;
      lines.push(characters.slice(0, cut).join(''));
      line = characters.slice(cut).join('');
    }
  }
  if (line !== '') lines.push(line);
  return lines;
}

// breakLines in one of the standard fonts (WinAnsi text); always at least one line.
export function wrapText(text: string, font: PDFFont, size: number, maxWidth: number): string[] {
  const lines = breakLines(text, (line) => font.widthOfTextAtSize(line, size) <= maxWidth);
  return lines.length === 0 ? [''] : lines;
}

// The largest size, at most `maxSize`, at which `text` fits `maxWidth` on one line.
export function sizeToFit(text: string, font: PDFFont, maxSize: number, maxWidth: number): number {
  const widthAtOne = font.widthOfTextAtSize(text, 1);
  return widthAtOne === 0 ? maxSize : Math.min(maxSize, maxWidth / widthAtOne);
}
