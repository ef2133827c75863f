import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { woffToSfnt } from './woff';

// The faces the PDFs write in: Noto Sans from @fontsource, one WOFF file per Unicode subset of a
// family (and, for Chinese, Japanese and Korean, about 120 numbered slices of one). A character
// is drawn in the first face whose subset holds it; each subset's ranges come from the package's
// unicode.json, so finding a face reads no font, and a document loads only the files it draws.

export type FontWeight = 'regular' | 'bold';
export type FontStyle = 'normal' | 'italic';
// 'noto-sans/latin', 'noto-sans-jp/12'.
export type FaceId = string;

type Family = { name: string; subsets: readonly string[] | 'slices'; hasItalic?: boolean };

// In the order a character looks for its glyph: Latin first (Arabic's subset has no ASCII digits,
// so digits and Latin inside Arabic text take the Latin face), the other scripts after.
const SCRIPT_FAMILIES: readonly Family[] = [
  {
    name: 'noto-sans',
    subsets: ['latin', 'latin-ext', 'cyrillic', 'cyrillic-ext', 'greek', 'greek-ext', 'vietnamese'],
    hasItalic: true,
  },
  { name: 'noto-sans-arabic', subsets: ['arabic'] },
  { name: 'noto-sans-hebrew', subsets: ['hebrew'] },
  { name: 'noto-sans-devanagari', subsets: ['devanagari'] },
  { name: 'noto-sans-telugu', subsets: ['telugu'] },
  { name: 'noto-sans-thai', subsets: ['thai'] },
];

// Han characters are shared by Chinese, Japanese and Korean but drawn differently in each: the
// document's language picks which family is asked first. Kana are Japanese, Hangul Korean.
const CJK_FAMILIES = {
  ja: 'noto-sans-jp',
  ko: 'noto-sans-kr',
  'zh-CN': 'noto-sans-sc',
  'zh-TW': 'noto-sans-tc',
} as const;

function cjkOrder(language: string): Family[] {
  const [base = ''] = language.split('-');
  const preferred =
    language === 'zh-TW' || language === 'zh-HK'
      ? CJK_FAMILIES['zh-TW']
      : base === 'zh'
        ? CJK_FAMILIES['zh-CN']
        : base === 'ko'
          ? CJK_FAMILIES.ko
          : CJK_FAMILIES.ja;
  const names = [preferred, ...Object.values(CJK_FAMILIES).filter((name) => name !== preferred)];
  return names.map((name) => ({ name, subsets: 'slices' }));
}

const require = createRequire(import.meta.url);

type Range = { start: number; end: number; face: FaceId };

// 'U+0000-00FF,U+0131' as ranges of one face.
function parseRanges(unicodeRange: string, face: FaceId): Range[] {
  return unicodeRange.split(',').map((part) => {
    const [start = '0', end = start] = part.trim().replace(/^U\+/i, '').split('-');
    return { start: parseInt(start, 16), end: parseInt(end, 16), face };
  });
}

const familyRanges = new Map<string, Range[]>();

// A family's ranges, sorted, from its unicode.json: '[12]' is slice 12, named subsets by name.
function rangesOf(family: Family): Range[] {
  let ranges = familyRanges.get(family.name);
  if (ranges) return ranges;
  const table = require(`@fontsource/${family.name}/unicode.json`) as Record<string, string>;
  const wanted = Object.keys(table).filter((key) =>
    family.subsets === 'slices' ? key.startsWith('[') : family.subsets.includes(key),
  );
  // Subsets in the family's order, so an earlier one wins where two overlap.
  if (family.subsets !== 'slices') {
    const order = family.subsets;
    wanted.sort((a, b) => order.indexOf(a) - order.indexOf(b));
  }
  ranges = wanted.flatMap((key) =>
    parseRanges(table[key] ?? '', `${family.name}/${key.replace(/^\[(\d+)\]$/, '$1')}`),
  );
  // Slices split a family without overlapping: sorted, they are searched by halves.
  if (family.subsets === 'slices') ranges.sort((a, b) => a.start - b.start);
  familyRanges.set(family.name, ranges);
  return ranges;
}

function faceIn(family: Family, codePoint: number): FaceId | null {
  const ranges = rangesOf(family);
  if (family.subsets !== 'slices') {
    return ranges.find((range) => codePoint >= range.start && codePoint <= range.end)?.face ?? null;
  }
  let low = 0;
  let high = ranges.length - 1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    const range = ranges[middle];
    if (!range) break;
    if (codePoint < range.start) high = middle - 1;
    else if (codePoint > range.end) low = middle + 1;
    else return range.face;
  }
  return null;
}

const found = new Map<string, FaceId | null>();

/** The face that draws a character in a document of this language, or null when none does. */
export function faceFor(codePoint: number, language: string): FaceId | null {
  const key = `${language}:${codePoint}`;
  let face = found.get(key);
  if (face === undefined) {
    face = null;
    for (const family of [...SCRIPT_FAMILIES, ...cjkOrder(language)]) {
      face = faceIn(family, codePoint);
      if (face) break;
    }
    found.set(key, face);
  }
  return face;
}

export const FALLBACK_FACE: FaceId = 'noto-sans/latin';

const WEIGHTS: Record<FontWeight, number> = { regular: 400, bold: 700 };

// Italic exists for Noto Sans only; other scripts keep their upright face.
export function fontFileOf(face: FaceId, weight: FontWeight, style: FontStyle): string {
  const [family = '', subset = ''] = face.split('/');
  const hasItalic = SCRIPT_FAMILIES.some((known) => known.name === family && known.hasItalic);
  const shape = style === 'italic' && hasItalic ? 'italic' : 'normal';
  return `@fontsource/${family}/files/${family}-${subset}-${WEIGHTS[weight]}-${shape}.woff`;
}

const sfnts = new Map<string, Uint8Array>();

// Read and converted once per process: a file is a few tens of kilobytes.
export function fontFileBytes(file: string): Uint8Array {
  let bytes = sfnts.get(file);
  if (!bytes) {
    bytes = woffToSfnt(readFileSync(require.resolve(file)));
    sfnts.set(file, bytes);
  }
  return bytes;
}
