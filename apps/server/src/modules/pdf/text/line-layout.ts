import bidiFactory from 'bidi-js';
import { FALLBACK_FACE, faceFor, type FaceId } from './font-faces';

// A line cut into the pieces that are shaped one at a time: each of one face and one bidi level
// (UAX #9), put in visual order. Shaping a right-to-left piece gives its glyphs left to right.

const bidi = bidiFactory();

export type BaseDirection = 'ltr' | 'rtl' | 'auto';
// A piece of a line: `start` and `end` are UTF-16 indexes into the line, in logical order.
export type LinePiece = { face: FaceId; start: number; end: number; isRightToLeft: boolean };

/** A bracket or sign as right-to-left text shows it: "(" drawn as ")". */
export function mirrored(text: string): string | null {
  return text.length === 1 ? bidi.getMirroredCharacter(text) : null;
}

// Joiners, bidi controls and combining marks belong to the character before them.
const CLINGS = /[\p{M}\p{Cf}]/u;
const SPACE = /\s/u;

/** Lines are drawn as written, in NFC, with control characters as spaces. */
export function prepareText(text: string): string {
  return text.normalize('NFC').replace(/\p{Cc}/gu, ' ');
}

type Piece = LinePiece & { level: number };

// Logical order: a new piece where the bidi level or the face changes. A character stays in the
// piece's face when that face draws it (`keeps`): punctuation and digits inside a script's text.
function pieces(
  line: string,
  base: BaseDirection,
  language: string,
  keeps: (face: FaceId, codePoint: number) => boolean,
): Piece[] {
  const { levels } = bidi.getEmbeddingLevels(line, base);
  const result: Piece[] = [];
  for (let index = 0; index < line.length;) {
    const codePoint = line.codePointAt(index) ?? 0;
    const character = String.fromCodePoint(codePoint);
    const level = levels[index] ?? 0;
    const start = index;
    index += character.length;
    const last = result.at(-1);
    const isSameLevel = last?.level === level;
    let face: FaceId;
    if (last && (CLINGS.test(character) || (isSameLevel && keeps(last.face, codePoint)))) {
      face = last.face;
    } else if (SPACE.test(character)) {
      face = FALLBACK_FACE;
    } else {
      face = faceFor(codePoint, language) ?? FALLBACK_FACE;
    }
    if (last && last.face === face && (isSameLevel || CLINGS.test(character))) last.end = index;
    else result.push({ face, start, end: index, level, isRightToLeft: level % 2 === 1 });
  }
  return result;
}

// UAX #9 rule L2: from the highest level down to the lowest odd one, reverse every run of
// pieces at that level or above.
function reorder(parts: Piece[]): Piece[] {
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

/** The pieces of a prepared line (prepareText) in the order they are drawn, left to right. */
export function linePieces(
  line: string,
  base: BaseDirection,
  language: string,
  keeps: (face: FaceId, codePoint: number) => boolean,
): LinePiece[] {
  if (line === '') return [];
  return reorder(pieces(line, base, language, keeps)).map(
    ({ face, start, end, isRightToLeft }) => ({
      face,
      start,
      end,
      isRightToLeft,
    }),
  );
}
