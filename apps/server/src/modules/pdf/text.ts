// PDF text strings outside a page (the seal's reason, name…) are PDFDocEncoding, which agrees
// with Latin-1 above 0xA0. A name like "Dvořák" reads better as "Dvorak" than as "Dvo?ák":
// letters outside Latin-1 lose their accents first, and only what is still unwritable (CJK,
// emoji) becomes '?'.
const isLatin1 = (codePoint: number) =>
  (codePoint >= 0x20 && codePoint <= 0x7e) || (codePoint >= 0xa0 && codePoint <= 0xff);

function toWritable(character: string): string {
  const codePoint = character.codePointAt(0) ?? 0;
  if (isLatin1(codePoint)) return character;
  if (/\s/u.test(character)) return ' ';
  const bare = character.normalize('NFKD').replace(/\p{M}/gu, '');
  return Array.from(bare).every((part) => isLatin1(part.codePointAt(0) ?? 0)) && bare !== ''
    ? bare
    : '?';
}

export function toLatin1(text: string): string {
  return Array.from(text.normalize('NFC'), toWritable).join('');
}
