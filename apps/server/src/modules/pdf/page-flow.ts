import { textDirection } from '@careers/contracts';
import { PDFDocument, rgb, type PDFPage, type RGB } from 'pdf-lib';
import { fillText, serverText, serverTextLocale } from '../../shared/server-text';
import { PdfText, type TextFont } from './text/pdf-text';

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

export type FontName = 'regular' | 'bold' | 'italic';
export type TextStyle = {
  font?: FontName;
  size?: number;
  color?: RGB;
  leading?: number;
  spaceAfter?: number;
};

export function textFont(font: FontName = 'regular', size = 10.5): TextFont {
  return {
    size,
    weight: font === 'bold' ? 'bold' : 'regular',
    style: font === 'italic' ? 'italic' : 'normal',
  };
}

// The words of an offer's documents in the candidate's language (the server catalog's
// `offerPdf`), with the locale their dates are written in.
export type OfferWords = ReturnType<typeof serverText>['offerPdf'];
export function offerWords(language: string): { locale: string; words: OfferWords } {
  const locale = serverTextLocale(language);
  return { locale, words: serverText(locale).offerPdf };
}

/** `{name}` placeholders filled in; numbers (page numbers) in the document's locale. */
export function fill(
  template: string,
  values: Record<string, string | number>,
  locale = 'en',
): string {
  return fillText(template, (name) => {
    const value = values[name];
    return typeof value === 'number' ? new Intl.NumberFormat(locale).format(value) : value;
  });
}

// Top-to-bottom layout of the documents we write: a letterhead on the first page, a running
// header on the others, text that wraps and breaks across pages, footers numbered at the end,
// lines kept to the start edge of the language's direction.
export class PageFlow {
  page!: PDFPage;
  y = 0;
  private readonly pages: PDFPage[] = [];

  private constructor(
    readonly doc: PDFDocument,
    readonly text: PdfText,
    readonly locale: string,
    readonly words: OfferWords,
    private readonly companyName: string,
  ) {}

  static async start(companyName: string, language: string): Promise<PageFlow> {
    const doc = await PDFDocument.create();
    const { locale, words } = offerWords(language);
    const text = await PdfText.start(doc, { language: locale, direction: textDirection(locale) });
    doc.setLanguage(locale);
    const flow = new PageFlow(doc, text, locale, words, companyName);
    flow.addPage();
    return flow;
  }

  /** The left edge of something `width` wide, `inset` points in from the start edge. */
  startX(width: number, inset = 0): number {
    return this.text.direction === 'rtl' ? MARGIN + CONTENT_WIDTH - inset - width : MARGIN + inset;
  }

  // A prepared line at the start edge, its baseline at y.
  drawAt(page: PDFPage, line: string, y: number, style: TextStyle, inset = 0): void {
    const font = textFont(style.font, style.size);
    const width = this.text.width(line, font);
    this.text.draw(page, line, {
      x: this.startX(width, inset),
      y,
      font,
      color: style.color ?? COLORS.ink,
    });
  }

  addPage(): void {
    this.page = this.doc.addPage(PAGE_SIZE);
    this.pages.push(this.page);
    const top = PAGE_SIZE[1] - MARGIN;
    const isFirst = this.pages.length === 1;
    const size = isFirst ? 20 : 9;
    const style: TextStyle = { font: 'bold', size, color: isFirst ? COLORS.accent : COLORS.muted };
    const lines = this.text.wrap(this.companyName, textFont('bold', size), CONTENT_WIDTH);
    let y = top - size;
    for (const line of lines) {
      this.drawAt(this.page, line, y, style);
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
    this.drawAt(this.page, this.text.prepare(text), this.y - size, style);
    this.y -= leading;
  }

  paragraph(text: string, style: TextStyle = {}, width = CONTENT_WIDTH): void {
    const font = textFont(style.font, style.size);
    for (const line of this.text.wrap(text, font, width)) this.line(line, style);
    this.y -= style.spaceAfter ?? 10;
  }

  // Footers go on last, when the page count is known; then the fonts are embedded.
  async finish(label: string): Promise<PDFDocument> {
    const font = textFont('regular', 8);
    const style = { size: 8, color: COLORS.muted };
    this.pages.forEach((page, index) => {
      const number = fill(
        this.words.page,
        { page: index + 1, count: this.pages.length },
        this.locale,
      );
      const numberWidth = this.text.width(this.text.prepare(number), font);
      const [left] = this.text.wrap(label, font, CONTENT_WIDTH - numberWidth - 24);
      page.drawLine({
        start: { x: MARGIN, y: FOOTER_Y + 14 },
        end: { x: PAGE_SIZE[0] - MARGIN, y: FOOTER_Y + 14 },
        thickness: 0.5,
        color: COLORS.rule,
      });
      this.drawAt(page, left ?? '', FOOTER_Y, style);
      this.drawAt(page, this.text.prepare(number), FOOTER_Y, style, CONTENT_WIDTH - numberWidth);
    });
    this.doc.setTitle(label, { showInWindowTitleBar: true });
    await this.text.finish();
    return this.doc;
  }
}
