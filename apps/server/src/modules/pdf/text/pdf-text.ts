import {
  PDFOperator,
  PDFOperatorNames,
  beginText,
  endText,
  endMarkedContent,
  setFillingColor,
  setFontAndSize,
  setTextMatrix,
  showText,
  type PDFDocument,
  type PDFName,
  type PDFPage,
  type PDFRef,
  type RGB,
  PDFHexString,
} from 'pdf-lib';
import { breakLines } from './line-breaking';
import { mirrored } from './line-layout';
import { embedFont, glyphHex, spanName, type GlyphUse } from './font-embedding';
import { fontFileOf, type FaceId, type FontStyle, type FontWeight } from './font-faces';
import { linePieces, prepareText, type BaseDirection } from './line-layout';
import { loadHarfBuzz, loadedFont, type LoadedFont, type ShapedGlyph } from './shaping';

// Text in any script the site writes, on the pages of one PDF: measured, wrapped and drawn with
// the Noto faces it needs, shaped by HarfBuzz, each run marked with its text in logical order
// (ActualText) so that copying or extracting gives back what was written. `finish` embeds the
// faces used, subset to the glyphs drawn.

export type TextFont = { size: number; weight?: FontWeight; style?: FontStyle };
export type DrawOptions = {
  // The left edge of the line.
  x: number;
  // The baseline.
  y: number;
  font: TextFont;
  color: RGB;
  base?: BaseDirection;
};

// What each glyph stands for in the font's ToUnicode map: its cluster's text on the glyph that
// starts the cluster in reading order, nothing on the others (a dot drawn apart from its letter),
// and in right-to-left text a mirrored bracket as the bracket it shows.
function glyphTexts(
  line: string,
  shaped: ShapedGlyph[],
  end: number,
  isRightToLeft: boolean,
): (ShapedGlyph & { text: string })[] {
  const starts = [...new Set(shaped.map((glyph) => glyph.cluster)), end].sort((a, b) => a - b);
  const order = isRightToLeft ? [...shaped].reverse() : shaped;
  const seen = new Set<number>();
  const texts = new Map<ShapedGlyph, string>();
  for (const glyph of order) {
    if (seen.has(glyph.cluster)) {
      texts.set(glyph, '');
      continue;
    }
    seen.add(glyph.cluster);
    const next = starts.find((start) => start > glyph.cluster) ?? end;
    const text = line.slice(glyph.cluster, next);
    texts.set(glyph, isRightToLeft ? (mirrored(text) ?? text) : text);
  }
  return shaped.map((glyph) => ({ ...glyph, text: texts.get(glyph) ?? '' }));
}

type Harfbuzz = Awaited<ReturnType<typeof loadHarfBuzz>>;
type PlacedRun = {
  font: LoadedFont;
  file: string;
  // The run's text in logical order, and where it begins in the line.
  text: string;
  start: number;
  glyphs: (ShapedGlyph & { text: string })[];
  x: number;
  width: number;
  isRightToLeft: boolean;
};
type LaidLine = { runs: PlacedRun[]; width: number };
type UsedFont = { ref: PDFRef; font: LoadedFont; glyphs: Map<number, GlyphUse> };

export class PdfText {
  private readonly used = new Map<string, UsedFont>();
  private readonly pageFonts = new Map<PDFPage, Map<string, PDFName>>();

  private constructor(
    private readonly doc: PDFDocument,
    private readonly hb: Harfbuzz,
    readonly language: string,
    readonly direction: 'ltr' | 'rtl',
  ) {}

  static async start(
    doc: PDFDocument,
    options: { language: string; direction: 'ltr' | 'rtl' },
  ): Promise<PdfText> {
    return new PdfText(doc, await loadHarfBuzz(), options.language, options.direction);
  }

  private file(face: FaceId, font: Omit<TextFont, 'size'>): LoadedFont {
    return loadedFont(this.hb, fontFileOf(face, font.weight ?? 'regular', font.style ?? 'normal'));
  }

  // A prepared line (prepareText) as runs placed from x = 0, in font points.
  private layout(line: string, font: TextFont, base: BaseDirection): LaidLine {
    const keeps = (face: FaceId, codePoint: number) => this.file(face, {}).hasGlyph(codePoint);
    let x = 0;
    const runs = linePieces(line, base, this.language, keeps).map((piece) => {
      const loaded = this.file(piece.face, font);
      const shaped = loaded.shape(
        line,
        piece.start,
        piece.end - piece.start,
        piece.isRightToLeft ? 'rtl' : 'ltr',
      );
      const glyphs = glyphTexts(line, shaped, piece.end, piece.isRightToLeft);
      const scale = font.size / loaded.unitsPerEm;
      const width = shaped.reduce((total, glyph) => total + glyph.xAdvance, 0) * scale;
      const run = {
        font: loaded,
        file: loaded.file,
        text: line.slice(piece.start, piece.end),
        start: piece.start,
        glyphs,
        x,
        width,
        isRightToLeft: piece.isRightToLeft,
      };
      x += width;
      return run;
    });
    return { runs, width: x };
  }

  prepare(text: string): string {
    return prepareText(text);
  }

  /** The width of a prepared line at the font's size. */
  width(line: string, font: TextFont, base: BaseDirection = this.direction): number {
    return this.layout(line, font, base).width;
  }

  /** Prepared lines of at most maxWidth, broken at spaces (or within a word too long for one). */
  wrap(text: string, font: TextFont, maxWidth: number, base?: BaseDirection): string[] {
    return breakLines(
      prepareText(text),
      (line) => this.width(line, font, base) <= maxWidth,
      this.language,
    );
  }

  private fontName(page: PDFPage, file: string): PDFName {
    let used = this.used.get(file);
    if (!used) {
      used = {
        ref: this.doc.context.nextRef(),
        font: loadedFont(this.hb, file),
        glyphs: new Map(),
      };
      this.used.set(file, used);
    }
    let names = this.pageFonts.get(page);
    if (!names) {
      names = new Map();
      this.pageFonts.set(page, names);
    }
    let name = names.get(file);
    if (!name) {
      name = page.node.newFontDictionary('F', used.ref);
      names.set(file, name);
    }
    return name;
  }

  /** Draws a prepared line; returns its width. */
  draw(page: PDFPage, line: string, options: DrawOptions): number {
    const { font, color } = options;
    const laid = this.layout(line, font, options.base ?? this.direction);
    // Written in reading order, so that a mixed line reads right when extracted.
    const runs = [...laid.runs].sort((a, b) => a.start - b.start);
    for (const run of runs) {
      const name = this.fontName(page, run.file);
      const glyphs = this.used.get(run.file)?.glyphs;
      const scale = font.size / run.font.unitsPerEm;
      const operators: PDFOperator[] = [
        ...(run.isRightToLeft
          ? []
          : [
              PDFOperator.of(PDFOperatorNames.BeginMarkedContentSequence, [
                spanName,
                `<< /ActualText ${PDFHexString.fromText(run.text).toString()} >>`,
              ]),
            ]),
        beginText(),
        setFontAndSize(name, font.size),
        setFillingColor(color),
      ];
      let x = options.x + run.x;
      for (const glyph of run.glyphs) {
        // The first text a glyph stands for is its text everywhere (ToUnicode maps a glyph once).
        if (glyphs && !glyphs.get(glyph.id)?.text) glyphs.set(glyph.id, { text: glyph.text });
        operators.push(
          setTextMatrix(1, 0, 0, 1, x + glyph.xOffset * scale, options.y + glyph.yOffset * scale),
          showText(glyphHex(glyph.id)),
        );
        x += glyph.xAdvance * scale;
      }
      operators.push(endText(), ...(run.isRightToLeft ? [] : [endMarkedContent()]));
      page.pushOperators(...operators);
    }
    return laid.width;
  }

  /** Embeds every font drawn with; call once, after the last line. */
  async finish(): Promise<void> {
    for (const { ref, font, glyphs } of this.used.values()) {
      await embedFont(this.doc, ref, font, glyphs);
    }
  }
}
