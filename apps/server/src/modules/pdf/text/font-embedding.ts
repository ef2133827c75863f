import { PDFHexString, PDFName, PDFString, type PDFDocument, type PDFRef } from 'pdf-lib';
import { subsetFont } from './font-subset';
import type { LoadedFont } from './shaping';

// One font of a document as PDF objects: a Type 0 font over a TrueType CID font whose CIDs are
// the glyph ids (Identity), the subset program, the widths of the glyphs drawn and a ToUnicode
// map so that copying a glyph gives its text.

export type GlyphUse = { text: string };

const toPdfUnits = (font: LoadedFont, value: number) =>
  Math.round((value * 1000) / font.unitsPerEm);

const hex4 = (value: number) => value.toString(16).padStart(4, '0');

function utf16Hex(text: string): string {
  return Array.from({ length: text.length }, (_, index) => hex4(text.charCodeAt(index))).join('');
}

// bfchar entries in blocks of at most 100, as the CMap format asks. A glyph that only ever helps
// draw a cluster another glyph stands for (a dot placed apart from its letter) maps to no text:
// without an entry, readers would take its id for a character.
function toUnicodeCMap(glyphs: Map<number, GlyphUse>): string {
  const entries = [...glyphs]
    .sort(([a], [b]) => a - b)
    .map(([glyph, use]) => `<${hex4(glyph)}> <${utf16Hex(use.text)}>`);
  const blocks: string[] = [];
  for (let index = 0; index < entries.length; index += 100) {
    const block = entries.slice(index, index + 100);
    blocks.push(`${block.length} beginbfchar\n${block.join('\n')}\nendbfchar`);
  }
  return [
    '/CIDInit /ProcSet findresource begin',
    '12 dict begin',
    'begincmap',
    '/CIDSystemInfo << /Registry (Adobe) /Ordering (UCS) /Supplement 0 >> def',
    '/CMapName /Adobe-Identity-UCS def',
    '/CMapType 2 def',
    '1 begincodespacerange',
    '<0000> <ffff>',
    'endcodespacerange',
    ...blocks,
    'endcmap',
    'CMapName currentdict /CMap defineresource pop',
    'end',
    'end',
  ].join('\n');
}

// A subset's name starts with six capital letters of its own (ISO 32000-1 §9.6.4).
function subsetTag(seed: string): string {
  let hash = 0;
  for (const character of seed) hash = (hash * 31 + (character.codePointAt(0) ?? 0)) >>> 0;
  return Array.from({ length: 6 }, (_, index) =>
    String.fromCharCode(65 + (Math.floor(hash / 26 ** index) % 26)),
  ).join('');
}

/** Writes the font into `ref`: call once, after the last glyph of the document is drawn. */
export async function embedFont(
  doc: PDFDocument,
  ref: PDFRef,
  font: LoadedFont,
  glyphs: Map<number, GlyphUse>,
): Promise<void> {
  const { context } = doc;
  const ids = [...glyphs.keys()].sort((a, b) => a - b);
  const codePoints = new Set<number>();
  for (const { text } of glyphs.values()) {
    const characters = Array.from(text);
    if (characters.length === 1) codePoints.add(characters[0]?.codePointAt(0) ?? 0);
  }
  const program = await subsetFont(font.bytes, ids, codePoints);
  const baseName = `${subsetTag(font.file + ids.join(','))}+${font.file
    .replace(/^.*\//, '')
    .replace(/\.woff$/, '')
    .replace(/[^A-Za-z0-9-]/g, '')}`;

  let [left, bottom, right, top] = [0, font.descender, 0, font.ascender];
  for (const id of ids) {
    const [x0, y0, x1, y1] = font.boundsOf(id);
    [left, bottom, right, top] = [
      Math.min(left, x0),
      Math.min(bottom, y0),
      Math.max(right, x1),
      Math.max(top, y1),
    ];
  }
  const widths = ids.flatMap((id) => [id, [toPdfUnits(font, font.advanceOf(id))]]);

  const fontFile = context.register(context.flateStream(program, { Length1: program.length }));
  const descriptor = context.register(
    context.obj({
      Type: 'FontDescriptor',
      FontName: baseName,
      // Symbolic: the glyphs are reached by id, not through a standard encoding.
      Flags: 4,
      FontBBox: [left, bottom, right, top].map((value) => toPdfUnits(font, value)),
      ItalicAngle: 0,
      Ascent: toPdfUnits(font, font.ascender),
      Descent: toPdfUnits(font, font.descender),
      CapHeight: toPdfUnits(font, font.ascender),
      StemV: 80,
      FontFile2: fontFile,
    }),
  );
  const cidFont = context.register(
    context.obj({
      Type: 'Font',
      Subtype: 'CIDFontType2',
      BaseFont: baseName,
      CIDSystemInfo: {
        Registry: PDFString.of('Adobe'),
        Ordering: PDFString.of('Identity'),
        Supplement: 0,
      },
      FontDescriptor: descriptor,
      W: widths,
      CIDToGIDMap: 'Identity',
    }),
  );
  const toUnicode = context.register(context.flateStream(toUnicodeCMap(glyphs)));
  context.assign(
    ref,
    context.obj({
      Type: 'Font',
      Subtype: 'Type0',
      BaseFont: baseName,
      Encoding: 'Identity-H',
      DescendantFonts: [cidFont],
      ToUnicode: toUnicode,
    }),
  );
}

export const glyphHex = (glyph: number) => PDFHexString.of(hex4(glyph));
export const spanName = PDFName.of('Span');
