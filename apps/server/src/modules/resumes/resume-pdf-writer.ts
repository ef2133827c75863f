import fontkit from '@pdf-lib/fontkit';
import type { PDFDocument, PDFFont, PDFPage, RGB } from 'pdf-lib';
import { breakLines } from '../pdf/pdf.public';
import { FONT_FACES, fontBytes, type FontFace, type FontWeight } from './resume-fonts';
import { faceFor, prepareText, visualRuns, type BaseDirection } from './resume-pdf-runs';

// Top-to-bottom text on A4 pages for the exported resume, in any of the faces of resume-fonts,
// aligned to the start edge of the page's direction.

export const A4: [number, number] = [595.28, 841.89];
export const MARGIN = 50;
export const CONTENT_WIDTH = A4[0] - 2 * MARGIN;
// Room kept at the foot of each page for its number.
const FOOTER = 24;

export type Direction = 'ltr' | 'rtl';
export type TextStyle = { weight: FontWeight; size: number; color: RGB; leading?: number };
// A text the document draws and its weight: which fonts to embed follows from these.
export type TextUse = { text: string; weight: FontWeight };
export type LineOptions = {
  edge?: 'start' | 'end';
  // Points in from the edge.
  inset?: number;
  base?: BaseDirection;
  // Sits on the baseline of a line in this style (a job's dates beside its larger title).
  baselineOf?: TextStyle;
};

type Fonts = Map<string, PDFFont>;
const fontKey = (face: FontFace, weight: FontWeight) => `${face}/${weight}`;
// Spaces are in every face and bidi controls are not drawn: neither asks for a face.
const FACELESS = /\s|\p{Cf}/u;
const leadingOf = (style: TextStyle) => style.leading ?? style.size * 1.4;

// Embeds only the faces the texts need, Latin always (digits, separators, page numbers). The
// Arabic face is embedded whole: fontkit's subsetter drops the outlines of its composite glyphs.
// Its `ccmp` feature stays off, or each dotted letter becomes a dotless one plus a dot mark
// that only GPOS places, which pdf-lib does not apply.
async function embedFonts(doc: PDFDocument, uses: readonly TextUse[]): Promise<Fonts> {
  doc.registerFontkit(fontkit);
  const needed = new Set<string>([fontKey('latin', 'regular'), fontKey('latin', 'bold')]);
  for (const { text, weight } of uses) {
    for (const character of prepareText(text)) {
      if (FACELESS.test(character)) continue;
      needed.add(fontKey(faceFor(character.codePointAt(0) ?? 0), weight));
    }
  }
  const fonts: Fonts = new Map();
  for (const face of FONT_FACES) {
    for (const weight of ['regular', 'bold'] as const) {
      if (!needed.has(fontKey(face, weight))) continue;
      const options =
        face === 'arabic' ? { subset: false, features: { ccmp: false } } : { subset: true };
      fonts.set(fontKey(face, weight), await doc.embedFont(fontBytes(face, weight), options));
    }
  }
  return fonts;
}

export class ResumeWriter {
  private readonly pages: PDFPage[] = [];
  // The top of the next line.
  private y = 0;

  private constructor(
    private readonly doc: PDFDocument,
    private readonly direction: Direction,
    private readonly fonts: Fonts,
  ) {
    this.addPage();
  }

  static async start(
    doc: PDFDocument,
    direction: Direction,
    uses: readonly TextUse[],
  ): Promise<ResumeWriter> {
    return new ResumeWriter(doc, direction, await embedFonts(doc, uses));
  }

  private get page(): PDFPage {
    const page = this.pages.at(-1);
    if (!page) throw new Error('The resume has no page');
    return page;
  }

  private addPage(): void {
    this.pages.push(this.doc.addPage(A4));
    this.y = A4[1] - MARGIN;
  }

  // Every face in use was embedded beforehand (embedFonts); Latin draws anything else.
  private font(face: FontFace, weight: FontWeight): PDFFont {
    const font = this.fonts.get(fontKey(face, weight)) ?? this.fonts.get(fontKey('latin', weight));
    if (!font) throw new Error('The Latin font is not embedded');
    return font;
  }

  ensureSpace(height: number): void {
    if (this.y - height < MARGIN + FOOTER) this.addPage();
  }

  gap(height: number): void {
    this.y -= height;
  }

  width(line: string, style: TextStyle, base: BaseDirection = this.direction): number {
    return visualRuns(line, base).reduce(
      (total, run) =>
        total + this.font(run.face, style.weight).widthOfTextAtSize(run.text, style.size),
      0,
    );
  }

  // Lines broken at spaces in logical order (breakLines), measured as drawn, and prepared
  // (prepareText) for drawLine.
  wrap(text: string, style: TextStyle, maxWidth: number, base?: BaseDirection): string[] {
    return breakLines(prepareText(text), (line) => this.width(line, style, base) <= maxWidth);
  }

  // Draws a prepared line (from wrap) at the cursor; the cursor does not move, so two lines may
  // share a baseline: a job title and its dates.
  drawLine(line: string, style: TextStyle, options: LineOptions = {}): void {
    const { edge = 'start', inset = 0, base = this.direction } = options;
    const runs = visualRuns(line, base).map((run) => {
      const font = this.font(run.face, style.weight);
      return { ...run, font, width: font.widthOfTextAtSize(run.text, style.size) };
    });
    const width = runs.reduce((total, run) => total + run.width, 0);
    const isLeft = (edge === 'start') === (this.direction === 'ltr');
    let x = isLeft ? MARGIN + inset : A4[0] - MARGIN - inset - width;
    const placed = runs.map((run) => {
      const at = x;
      x += run.width;
      return { ...run, x: at };
    });
    // Placed left to right but written in reading order, so that copying the text or reading
    // it from the file (an applicant tracking system) gives a mixed line in logical order.
    placed.sort((a, b) => a.start - b.start);
    for (const run of placed) {
      this.page.drawText(run.text, {
        x: run.x,
        y: this.y - (options.baselineOf ?? style).size,
        size: style.size,
        font: run.font,
        color: style.color,
      });
    }
  }

  advance(style: TextStyle): void {
    this.y -= leadingOf(style);
  }

  // Wrapped text from the start edge, each line starting a page when it does not fit.
  paragraph(
    text: string,
    style: TextStyle,
    options: { inset?: number; base?: BaseDirection } = {},
  ) {
    const inset = options.inset ?? 0;
    for (const line of this.wrap(text, style, CONTENT_WIDTH - inset, options.base)) {
      this.ensureSpace(leadingOf(style));
      this.drawLine(line, style, { inset, base: options.base });
      this.advance(style);
    }
  }

  rule(color: RGB, thickness: number): void {
    this.page.drawLine({
      start: { x: MARGIN, y: this.y },
      end: { x: A4[0] - MARGIN, y: this.y },
      thickness,
      color,
    });
  }

  // Page numbers go on last, when the count is known; a one-page resume has none.
  numberPages(style: TextStyle): void {
    if (this.pages.length < 2) return;
    this.pages.forEach((page, index) => {
      const label = `${index + 1} / ${this.pages.length}`;
      const font = this.font('latin', style.weight);
      const width = font.widthOfTextAtSize(label, style.size);
      page.drawText(label, {
        x: (A4[0] - width) / 2,
        y: MARGIN / 2,
        size: style.size,
        font,
        color: style.color,
      });
    });
  }
}
