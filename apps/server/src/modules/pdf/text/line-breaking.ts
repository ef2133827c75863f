// Greedy line breaking, however a line is measured. Lines break at spaces and, in scripts written
// without them (Chinese, Japanese, Thai…), between the words Intl.Segmenter finds, never before
// closing punctuation ("、", "。", ")"). A piece wider than the line (a hash, a URL) is cut where
// it overflows, between graphemes, so that a letter never loses its marks and nothing is drawn
// past the margin. No text gives no lines.

const UNSPACED =
  /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Thai}\p{Script=Lao}\p{Script=Khmer}\p{Script=Myanmar}]/u;
// Punctuation that ends what it follows: a line does not start with it.
const CLOSING = /^[\p{Pe}\p{Pf}\p{Po}ー々ゝゞ]/u;

const segmenters = new Map<string, Intl.Segmenter>();
function segmenter(locale: string, granularity: 'word' | 'grapheme'): Intl.Segmenter {
  const key = `${locale}/${granularity}`;
  let found = segmenters.get(key);
  if (!found) {
    found = new Intl.Segmenter(locale, { granularity });
    segmenters.set(key, found);
  }
  return found;
}

// The text cut at every place a line may end; each piece keeps the space that follows it.
function pieces(text: string, locale: string): string[] {
  const result: string[] = [];
  let current = '';
  let previous = '';
  for (const { segment } of segmenter(locale, 'word').segment(text)) {
    const isSpace = segment.trim() === '';
    const touchesUnspaced = UNSPACED.test(previous.slice(-2)) || UNSPACED.test(segment.slice(0, 2));
    const mayBreak =
      current !== '' &&
      !isSpace &&
      !CLOSING.test(segment) &&
      (previous.trim() === '' || touchesUnspaced);
    if (mayBreak) {
      result.push(current);
      current = '';
    }
    current += segment;
    previous = segment;
  }
  if (current !== '') result.push(current);
  return result;
}

// The longest start of `parts` that fits (at least one), found by halving: measuring shapes
// text, so a long piece must not be measured once per character.
function fittingStart(parts: string[], fits: (line: string) => boolean): number {
  let low = 1;
  let high = parts.length - 1;
  while (low < high) {
    const middle = Math.ceil((low + high) / 2);
    if (fits(parts.slice(0, middle).join(''))) low = middle;
    else high = middle - 1;
  }
  return Math.max(1, low);
}

export function breakLines(text: string, fits: (line: string) => boolean, locale = 'en'): string[] {
  const lines: string[] = [];
  let line = '';
  for (const piece of pieces(text.replace(/\s+/g, ' ').trim(), locale)) {
    const candidate = line + piece;
    if (fits(candidate.trimEnd())) {
      line = candidate;
      continue;
    }
    if (line.trim() !== '') lines.push(line.trimEnd());
    line = piece;
    while (!fits(line.trimEnd())) {
      const parts = Array.from(segmenter(locale, 'grapheme').segment(line), (part) => part.segment);
      if (parts.length < 2) break;
      const cut = fittingStart(parts, (start) => fits(start.trimEnd()));
      lines.push(parts.slice(0, cut).join('').trimEnd());
      line = parts.slice(cut).join('');
    }
  }
  if (line.trim() !== '') lines.push(line.trimEnd());
  return lines;
}
