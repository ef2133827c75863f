import bidiFactory from 'bidi-js';
import { shapeArabic } from './arabic-shaping';
import { FONT_FACES, hasGlyph, type FontFace } from './resume-fonts';

// pdf-lib draws a string left to right in one font. A resume line may mix scripts (an Arabic
// title with a Latin company name and digits), so each line is cut into runs of one face and one
// bidi level (UAX #9) and the runs are put in visual order here.

const bidi = bidiFactory();

export type BaseDirection = 'ltr' | 'rtl' | 'auto';
// A piece of a line as it is drawn: runs go left to right, each in one face; `start` is where
// the piece begins in the line's logical order.
export type VisualRun = { text: string; face: FontFace; start: number };

const ARABIC = /\p{Script=Arabic}/u;
// fontkit lays out a string right to left, reversing it, when its first character of a real
// script is of a right-to-left one (fontkit's Script.forString and direction()).
const FONTKIT_RIGHT_TO_LEFT =
  /^[\p{Script=Common}\p{Script=Inherited}]*[\p{Script=Arabic}\p{Script=Hebrew}\p{Script=Syriac}\p{Script=Thaana}]/u;
const FORMAT_CHARACTER = /\p{Cf}/u;

// Arabic is drawn as its presentation forms: pdf-lib's fontkit does not join the letters of
// this font on its own. Shaping works on logical order and leaves other scripts alone.
export function prepareText(text: string): string {
  const clean = text.normalize('NFC').replace(/\p{Cc}/gu, ' ');
  return ARABIC.test(clean) ? shapeArabic(clean) : clean;
}

// The face a character is drawn in: the one the run so far uses when it holds the character
// (fontsource's subsets repeat punctuation), else the first in FONT_FACES that does.
export function faceFor(codePoint: number, previous: FontFace | null = null): FontFace {
  if (previous !== null && hasGlyph(previous, codePoint)) return previous;
  return FONT_FACES.find((face) => hasGlyph(face, codePoint)) ?? 'latin';
}

type Segment = { level: number; face: FontFace; text: string; start: number };

// Logical order: a new segment where the bidi level or the face changes.
function segments(line: string, base: BaseDirection): Segment[] {
  const { levels } = bidi.getEmbeddingLevels(line, base);
  const result: Segment[] = [];
  for (let index = 0; index < line.length;) {
    const codePoint = line.codePointAt(index) ?? 0;
    const character = String.fromCodePoint(codePoint);
    const start = index;
    const level = levels[index] ?? 0;
    index += character.length;
    // Bidi controls and joiners did their work above; they are not drawn.
    if (FORMAT_CHARACTER.test(character)) continue;
    const last = result.at(-1);
    const isSameLevel = last?.level === level;
    const face = faceFor(codePoint, isSameLevel ? last.face : null);
    if (isSameLevel && last.face === face) last.text += character;
    else result.push({ level, face, text: character, start });
  }
  return result;
}

// UAX #9 rule L2: from the highest level down to the lowest odd one, reverse every run of
// segments at that level or above.
function reorder(parts: Segment[]): Segment[] {
  const ordered = [...parts];
  const levels = ordered.map((part) => part.level);
  const lowestOdd = Math.min(...levels.filter((level) => level % 2 === 1));
  for (let level = Math.max(...levels); level >= lowestOdd; level--) {
    for (let start = 0; start < ordered.length;) {
      if ((ordered[start]?.level ?? 0) < level) {
        start++;
        continue;
      }
      let end = start;
      while (end + 1 < ordered.length && (ordered[end + 1]?.level ?? 0) >= level) end++;
      ordered.splice(start, end - start + 1, ...ordered.slice(start, end + 1).reverse());
      start = end + 1;
    }
  }
  return ordered;
}

// A right-to-left segment reads reversed; fontkit already reverses Arabic, so only the others
// are turned here (a Latin comma or bracket in Arabic text, mirrored as UAX #9 L4 asks), and
// Arabic-script digits inside a left-to-right stretch are turned back.
function drawnText(segment: Segment): string {
  const isRightToLeft = segment.level % 2 === 1;
  if (isRightToLeft === FONTKIT_RIGHT_TO_LEFT.test(segment.text)) return segment.text;
  const characters = Array.from(segment.text).reverse();
  return characters
    .map((character) =>
      isRightToLeft ? (bidi.getMirroredCharacter(character) ?? character) : character,
    )
    .join('');
}

// `line` is one prepared line (prepareText), already wrapped.
export function visualRuns(line: string, base: BaseDirection): VisualRun[] {
  return reorder(segments(line, base)).map((segment) => ({
    text: drawnText(segment),
    face: segment.face,
    start: segment.start,
  }));
}
