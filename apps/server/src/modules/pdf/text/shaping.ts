import type * as HarfBuzzModule from 'harfbuzzjs';
import { fontFileBytes } from './font-faces';

// Shaping by HarfBuzz (compiled to WebAssembly): the glyphs a run of text becomes in a font and
// where each goes. It joins Arabic, orders and combines Devanagari and Telugu, places Thai and
// Hebrew marks, and applies kerning: what a PDF viewer would not do for us.

type HarfBuzz = typeof HarfBuzzModule;
type HbFont = InstanceType<HarfBuzz['Font']>;

export type ShapedGlyph = {
  id: number;
  // Where the glyph's text starts in the shaped string (UTF-16 index), HarfBuzz's cluster.
  cluster: number;
  // In font units.
  xAdvance: number;
  xOffset: number;
  yOffset: number;
};

export type LoadedFont = {
  file: string;
  bytes: Uint8Array;
  unitsPerEm: number;
  ascender: number;
  descender: number;
  hasGlyph(codePoint: number): boolean;
  advanceOf(glyph: number): number;
  // Left, bottom, right, top of a glyph's outline, in font units.
  boundsOf(glyph: number): [number, number, number, number];
  shape(text: string, start: number, length: number, direction: 'ltr' | 'rtl'): ShapedGlyph[];
};

const ARABIC = /\p{Script=Arabic}/u;
let harfBuzz: Promise<HarfBuzz> | null = null;

// The WebAssembly module is compiled on the first document that draws text, not at start-up.
export function loadHarfBuzz(): Promise<HarfBuzz> {
  harfBuzz ??= import('harfbuzzjs');
  return harfBuzz;
}

const fonts = new Map<string, LoadedFont>();

function open(hb: HarfBuzz, file: string): LoadedFont {
  const bytes = fontFileBytes(file);
  const face = new hb.Face(new hb.Blob(bytes));
  const font: HbFont = new hb.Font(face);
  const extents = font.hExtents();
  const buffer = new hb.Buffer();
  // Arabic letters stay whole: composed with their dots (no `ccmp`), each glyph of a word
  // stands for its own letter when the text is read back from the file.
  const arabic = [new hb.Feature('ccmp', 0)];
  return {
    file,
    bytes,
    unitsPerEm: face.upem,
    ascender: extents.ascender,
    descender: extents.descender,
    hasGlyph: (codePoint) => (font.nominalGlyph(codePoint) ?? 0) !== 0,
    advanceOf: (glyph) => font.glyphHAdvance(glyph),
    boundsOf(glyph) {
      const box = font.glyphExtents(glyph);
      if (!box) return [0, 0, 0, 0];
      return [box.xBearing, box.yBearing + box.height, box.xBearing + box.width, box.yBearing];
    },
    // The whole line goes in with the run marked, so joining and contextual forms see their
    // neighbours; the glyphs come out left to right, a right-to-left run already reversed.
    shape(text, start, length, direction) {
      buffer.reset();
      buffer.addText(text, start, length);
      buffer.setDirection(direction === 'rtl' ? hb.Direction.RTL : hb.Direction.LTR);
      // A cluster per character where the glyphs allow it, so each maps to its own text.
      buffer.setClusterLevel(hb.ClusterLevel.CHARACTERS);
      buffer.guessSegmentProperties();
      const isArabic = ARABIC.test(text.slice(start, start + length));
      hb.shape(font, buffer, isArabic ? arabic : undefined);
      const positions = buffer.getGlyphPositions();
      return buffer.getGlyphInfos().map((info, index) => {
        const position = positions[index];
        return {
          id: info.codepoint,
          cluster: info.cluster,
          xAdvance: position?.xAdvance ?? 0,
          xOffset: position?.xOffset ?? 0,
          yOffset: position?.yOffset ?? 0,
        };
      });
    },
  };
}

/** A font file, opened once per process. Call after loadHarfBuzz has resolved. */
export function loadedFont(hb: HarfBuzz, file: string): LoadedFont {
  let font = fonts.get(file);
  if (!font) {
    font = open(hb, file);
    fonts.set(file, font);
  }
  return font;
}
