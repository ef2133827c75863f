import type { PDFDocument, PDFPage, RGB } from 'pdf-lib';
import { PdfText, type BaseDirection, type FontWeight } from '../pdf/pdf.public';

// Top-to-bottom text on A4 pages for the exported resume, in whatever scripts the candidate
// writes (PdfText), aligned to the start edge of the page's direction.

export const A4: [number, number] = [595.28, 841.89];
export const MARGIN = 50;
export const CONTENT_WIDTH = A4[0] - 2 * MARGIN;
// Room kept at the foot of each page for its number.
const FOOTER = 24;

export type Direction = 'ltr' | 'rtl';
export type TextStyle = { weight: FontWeight; size: number; color: RGB; leading?: number };
export type LineOptions = {
  edge?: 'start' | 'end';
  // Points in from the edge.
  inset?: number;
  base?: BaseDirection;
  // Sits on the baseline of a line in this style (a job's dates beside its larger title).
  baselineOf?: TextStyle;
};

const leadingOf = (style: TextStyle) => style.leading ?? style.size * 1.4;

export class ResumeWriter {
  private readonly pages: PDFPage[] = [];
  // The top of the next line.
  private y = 0;

  private constructor(
    private readonly doc: PDFDocument,
    private readonly text: PdfText,
  ) {
    this.addPage();
  }

  static async start(
    doc: PDFDocument,
    options: { language: string; direction: Direction },
  ): Promise<ResumeWriter> {
    return new ResumeWriter(doc, await PdfText.start(doc, options));
  }

  private get direction(): Direction {
    return this.text.direction;
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

  ensureSpace(height: number): void {
    if (this.y - height < MARGIN + FOOTER) this.addPage();
  }

  gap(height: number): void {
    this.y -= height;
  }

  width(line: string, style: TextStyle, base: BaseDirection = this.direction): number {
    return this.text.width(line, { size: style.size, weight: style.weight }, base);
  }

  // Lines broken at spaces in logical order, measured as drawn, and prepared for drawLine.
  wrap(text: string, style: TextStyle, maxWidth: number, base?: BaseDirection): string[] {
    return this.text.wrap(text, { size: style.size, weight: style.weight }, maxWidth, base);
  }

  // Draws a prepared line (from wrap) at the cursor; the cursor does not move, so two lines may
  // share a baseline: a job title and its dates.
  drawLine(line: string, style: TextStyle, options: LineOptions = {}): void {
    const { edge = 'start', inset = 0, base = this.direction } = options;
    const font = { size: style.size, weight: style.weight };
    const width = this.text.width(line, font, base);
    const isLeft = (edge === 'start') === (this.direction === 'ltr');
    this.text.draw(this.page, line, {
      x: isLeft ? MARGIN + inset : A4[0] - MARGIN - inset - width,
      y: this.y - (options.baselineOf ?? style).size,
      font,
      color: style.color,
      base,
    });
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

  // Page numbers go on last, when the count is known; a one-page resume has none. Then the
  // fonts are embedded, subset to what was drawn.
  async finish(style: TextStyle): Promise<void> {
    if (this.pages.length > 1) {
      const font = { size: style.size, weight: style.weight };
      this.pages.forEach((page, index) => {
        const label = `${index + 1} / ${this.pages.length}`;
        const width = this.text.width(label, font, 'ltr');
        this.text.draw(page, label, {
          x: (A4[0] - width) / 2,
          y: MARGIN / 2,
          font,
          color: style.color,
          base: 'ltr',
        });
      });
    }
    await this.text.finish();
  }
}
