import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage, type RGB } from 'pdf-lib';
import { toWinAnsi, wrapText } from './text';

export const PAGE_SIZE: [number, number] = [612, 792]; // US Letter, in points
export const MARGIN = 72;
export const CONTENT_WIDTH = PAGE_SIZE[0] - 2 * MARGIN;
const FOOTER_Y = 40;

export const COLORS = {
  ink: rgb(0.11, 0.13, 0.17),
  muted: rgb(0.42, 0.45, 0.5),
  accent: rgb(0.12, 0.26, 0.44),
  rule: rgb(0.8, 0.82, 0.86),
  field: rgb(0.93, 0.95, 0.99),
  white: rgb(1, 1, 1),
};

export type Fonts = { regular: PDFFont; bold: PDFFont; italic: PDFFont; mono: PDFFont };

export type TextStyle = {
  font?: keyof Fonts;
  size?: number;
  color?: RGB;
  leading?: number;
  spaceAfter?: number;
};

export async function embedFonts(doc: PDFDocument): Promise<Fonts> {
  const [regular, bold, italic, mono] = await Promise.all([
    doc.embedFont(StandardFonts.Helvetica),
    doc.embedFont(StandardFonts.HelveticaBold),
    doc.embedFont(StandardFonts.HelveticaOblique),
    doc.embedFont(StandardFonts.Courier),
  ]);
  return { regular, bold, italic, mono };
}

// Top-to-bottom layout of the documents we write: a letterhead on the first page, a running
// header on the others, text that wraps and breaks across pages, footers numbered at the end.
export class PageFlow {
  page!: PDFPage;
  y = 0;
  private readonly pages: PDFPage[] = [];

  private constructor(
    readonly doc: PDFDocument,
    readonly fonts: Fonts,
    private readonly companyName: string,
  ) {}

  static async start(companyName: string): Promise<PageFlow> {
    const doc = await PDFDocument.create();
    const flow = new PageFlow(doc, await embedFonts(doc), toWinAnsi(companyName));
    flow.addPage();
    return flow;
  }

  addPage(): void {
    this.page = this.doc.addPage(PAGE_SIZE);
    this.pages.push(this.page);
    const top = PAGE_SIZE[1] - MARGIN;
    const isFirst = this.pages.length === 1;
    const size = isFirst ? 20 : 9;
    const font = this.fonts.bold;
    const lines = wrapText(this.companyName, font, size, CONTENT_WIDTH);
    let y = top - size;
    for (const line of lines) {
      this.page.drawText(line, {
        x: MARGIN,
        y,
        size,
        font,
        color: isFirst ? COLORS.accent : COLORS.muted,
      });
      y -= size * 1.25;
    }
    const ruleY = y + size * 1.25 - (isFirst ? 12 : 7);
    this.page.drawLine({
      start: { x: MARGIN, y: ruleY },
      end: { x: PAGE_SIZE[0] - MARGIN, y: ruleY },
      thickness: isFirst ? 1.5 : 0.5,
      color: isFirst ? COLORS.accent : COLORS.rule,
    });
    this.y = ruleY - (isFirst ? 28 : 22);
  }

  remaining(): number {
    return this.y - MARGIN;
  }

  ensureSpace(height: number): void {
    if (this.remaining() < height) this.addPage();
  }

  gap(height: number): void {
    this.y -= height;
  }

  // The cursor is the top of the next line; a line that does not fit starts a page.
  line(text: string, style: TextStyle = {}): void {
    const size = style.size ?? 10.5;
    const leading = style.leading ?? size * 1.45;
    this.ensureSpace(leading);
    this.page.drawText(toWinAnsi(text), {
      x: MARGIN,
      y: this.y - size,
      size,
      font: this.fonts[style.font ?? 'regular'],
      color: style.color ?? COLORS.ink,
    });
    this.y -= leading;
  }

  paragraph(text: string, style: TextStyle = {}, width = CONTENT_WIDTH): void {
    const size = style.size ?? 10.5;
    const font = this.fonts[style.font ?? 'regular'];
    for (const line of wrapText(toWinAnsi(text), font, size, width)) this.line(line, style);
    this.y -= style.spaceAfter ?? 10;
  }

  // Footers go on last, when the page count is known.
  finish(label: string): PDFDocument {
    const font = this.fonts.regular;
    const size = 8;
    const text = toWinAnsi(label);
    this.pages.forEach((page, index) => {
      const number = `Page ${index + 1} of ${this.pages.length}`;
      const numberWidth = font.widthOfTextAtSize(number, size);
      const [left] = wrapText(text, font, size, CONTENT_WIDTH - numberWidth - 24);
      const common = { y: FOOTER_Y, size, font, color: COLORS.muted };
      page.drawLine({
        start: { x: MARGIN, y: FOOTER_Y + 14 },
        end: { x: PAGE_SIZE[0] - MARGIN, y: FOOTER_Y + 14 },
        thickness: 0.5,
        color: COLORS.rule,
      });
      page.drawText(left ?? '', { ...common, x: MARGIN });
      page.drawText(number, { ...common, x: PAGE_SIZE[0] - MARGIN - numberWidth });
    });
    return this.doc;
  }
}
