import { textDirection } from '@careers/contracts';
import { StandardFonts, type PDFDocument, type PDFFont, type PDFPage, type RGB } from 'pdf-lib';
import { formatSignedAt } from './dates';
import {
  COLORS,
  CONTENT_WIDTH,
  fill,
  MARGIN,
  offerWords,
  PAGE_SIZE,
  textFont,
  type FontName,
  type OfferWords,
} from './page-flow';
import { loadPdf, saveAddition } from './pdf-io';
import { breakLines } from './text/line-breaking';
import { PdfText } from './text/pdf-text';

type AuditEvent = { type: string; at: Date; ip: string | null; hash: string };

export type AuditPageInput = {
  documentName: string;
  documentId: string;
  signerName: string;
  signerEmail: string;
  signedAt: Date;
  timeZone: string;
  ip: string;
  userAgent: string;
  originalSha256: string;
  signedContentSha256: string;
  consentVersion: string;
  // 'upload': signed on paper and uploaded; the upload is the signed content.
  method: 'typed' | 'drawn' | 'upload';
  events: AuditEvent[];
  // The signer's language: the page's words and dates are written in it.
  language: string;
};

// A cell's text in the document's faces, or in Courier for hashes (hex digits, one column each).
type Cell = {
  text: string;
  font: FontName | 'mono';
  size: number;
  x: number;
  width: number;
  color?: RGB;
};

const LABEL_WIDTH = 150;
const LINE = 12;
const HASH_PREFIX = 16;
const EVENT_COLUMNS = [
  { x: 0, width: 116 },
  { x: 122, width: 134 },
  { x: 262, width: 120 },
  // 16 Courier digits at 8 pt are 76.8 pt wide.
  { x: 388, width: CONTENT_WIDTH - 388 },
] as const;

// The audit trail's own pages: a title on each, rows that never split across pages, columns from
// the start edge of the language's direction.
class AuditLayout {
  private page!: PDFPage;
  private y = 0;
  readonly pages: PDFPage[] = [];
  // Drawn at the top of each further page, such as the event table's column titles.
  continuation: (() => void) | null = null;

  constructor(
    private readonly doc: PDFDocument,
    readonly text: PdfText,
    private readonly mono: PDFFont,
    readonly words: OfferWords['audit'],
  ) {
    this.addPage();
  }

  private get isRightToLeft(): boolean {
    return this.text.direction === 'rtl';
  }

  // The left edge of a line `width` wide in a column starting `x` points from the start edge.
  private left(x: number, width: number): number {
    return this.isRightToLeft ? MARGIN + CONTENT_WIDTH - x - width : MARGIN + x;
  }

  private lineWidth(line: string, cell: Pick<Cell, 'font' | 'size'>): number {
    return cell.font === 'mono'
      ? this.mono.widthOfTextAtSize(line, cell.size)
      : this.text.width(line, textFont(cell.font, cell.size));
  }

  private drawLine(page: PDFPage, line: string, cell: Cell, y: number): void {
    const width = this.lineWidth(line, cell);
    const x = this.left(cell.x, width);
    const color = cell.color ?? COLORS.ink;
    if (cell.font === 'mono')
      page.drawText(line, { x, y, size: cell.size, font: this.mono, color });
    else this.text.draw(page, line, { x, y, font: textFont(cell.font, cell.size), color });
  }

  addPage(): void {
    this.page = this.doc.addPage(PAGE_SIZE);
    this.pages.push(this.page);
    const title = this.pages.length === 1 ? this.words.title : this.words.continued;
    const top = PAGE_SIZE[1] - MARGIN;
    this.drawLine(
      this.page,
      this.text.prepare(title),
      { text: title, font: 'bold', size: 18, x: 0, width: CONTENT_WIDTH, color: COLORS.accent },
      top - 18,
    );
    this.page.drawLine({
      start: { x: MARGIN, y: top - 30 },
      end: { x: MARGIN + CONTENT_WIDTH, y: top - 30 },
      thickness: 1.5,
      color: COLORS.accent,
    });
    this.y = top - 52;
  }

  private wrap(cell: Cell): string[] {
    const lines =
      cell.font === 'mono'
        ? breakLines(cell.text, (line) => this.lineWidth(line, cell) <= cell.width)
        : this.text.wrap(cell.text, textFont(cell.font, cell.size), cell.width);
    return lines.length === 0 ? [''] : lines;
  }

  // Cells side by side, each wrapped in its column; a new page when the row does not fit.
  row(cells: Cell[], spaceAfter = 5): void {
    const wrapped = cells.map((cell) => ({ ...cell, lines: this.wrap(cell) }));
    const height = Math.max(...wrapped.map((cell) => cell.lines.length)) * LINE;
    if (this.y - height < MARGIN) {
      this.addPage();
      this.continuation?.();
    }
    for (const cell of wrapped) {
      cell.lines.forEach((line, index) => {
        this.drawLine(this.page, line, cell, this.y - cell.size - index * LINE);
      });
    }
    this.y -= height + spaceAfter;
  }

  heading(text: string): void {
    if (this.y - 40 < MARGIN) this.addPage();
    this.y -= 8;
    this.row([{ text, font: 'bold', size: 11, x: 0, width: CONTENT_WIDTH }], 5);
    this.page.drawLine({
      start: { x: MARGIN, y: this.y + 1 },
      end: { x: MARGIN + CONTENT_WIDTH, y: this.y + 1 },
      thickness: 0.5,
      color: COLORS.rule,
    });
    this.y -= 6;
  }

  field(label: string, value: string): void {
    this.row([
      { text: label, font: 'bold', size: 8.5, x: 0, width: LABEL_WIDTH - 8, color: COLORS.muted },
      { text: value, font: 'regular', size: 9, x: LABEL_WIDTH, width: CONTENT_WIDTH - LABEL_WIDTH },
    ]);
  }

  // A hash gets the full width, so its 64 digits stay on one line and copy as one word.
  hash(label: string, value: string): void {
    this.row(
      [{ text: label, font: 'bold', size: 8.5, x: 0, width: CONTENT_WIDTH, color: COLORS.muted }],
      1,
    );
    this.row([{ text: value, font: 'mono', size: 9, x: 0, width: CONTENT_WIDTH }], 7);
  }

  eventRow(texts: string[], isHeader: boolean): void {
    this.row(
      EVENT_COLUMNS.map((column, index) => ({
        text: texts[index] ?? '',
        font: isHeader ? 'bold' : index === 3 ? 'mono' : 'regular',
        size: 8,
        color: isHeader ? COLORS.muted : COLORS.ink,
        x: column.x,
        width: column.width,
      })),
      3,
    );
  }

  footers(documentName: string): void {
    const size = 8;
    this.pages.forEach((page, index) => {
      const number = fill(
        this.words.page,
        { page: index + 1, count: this.pages.length },
        this.text.language,
      );
      const width = this.lineWidth(number, { font: 'regular', size });
      const [left = ''] = this.text.wrap(
        fill(this.words.footer, { document: documentName }),
        textFont('regular', size),
        CONTENT_WIDTH - width - 24,
      );
      const common = { font: 'regular', size, color: COLORS.muted } as const;
      this.drawLine(page, left, { ...common, text: left, x: 0, width: CONTENT_WIDTH }, 40);
      const prepared = this.text.prepare(number);
      this.drawLine(
        page,
        prepared,
        { ...common, text: number, x: CONTENT_WIDTH - width, width },
        40,
      );
    });
  }
}

// Pages recording who signed what, when and from where, added after the signed content; the
// seal that follows covers them too.
async function addAuditPages(doc: PDFDocument, audit: AuditPageInput): Promise<void> {
  const { locale, words: all } = offerWords(audit.language);
  const words = all.audit;
  const text = await PdfText.start(doc, { language: locale, direction: textDirection(locale) });
  const layout = new AuditLayout(doc, text, await doc.embedFont(StandardFonts.Courier), words);
  layout.row([{ text: words.intro, font: 'regular', size: 9, x: 0, width: CONTENT_WIDTH }], 8);
  layout.heading(words.documentAndSigner);
  layout.field(words.document, audit.documentName);
  layout.field(words.documentId, audit.documentId);
  layout.field(words.signer, audit.signerName);
  layout.field(words.email, audit.signerEmail);
  layout.field(
    words.signedAt,
    `${formatSignedAt(audit.signedAt, audit.timeZone, locale)} (${audit.timeZone})`,
  );
  layout.field(words.signedAtUtc, audit.signedAt.toISOString());
  layout.field(words.ipAddress, audit.ip);
  layout.field(words.userAgent, audit.userAgent);
  layout.field(words.method, words.methods[audit.method]);
  layout.field(words.consentVersion, audit.consentVersion);

  layout.heading(words.integrity);
  layout.hash(words.originalHash, audit.originalSha256);
  layout.hash(words.signedHash, audit.signedContentSha256);

  layout.heading(words.events);
  const titles = [words.time, words.event, words.ipAddress, words.hash];
  layout.eventRow(titles, true);
  layout.continuation = () => {
    layout.eventRow(titles, true);
  };
  const eventNames: Record<string, string> = words.eventTypes;
  for (const event of audit.events) {
    layout.eventRow(
      [
        event.at.toISOString(),
        eventNames[event.type] ?? event.type,
        event.ip ?? '-',
        event.hash.slice(0, HASH_PREFIX),
      ],
      false,
    );
  }
  layout.footers(audit.documentName);
  await text.finish();
}

export async function appendAuditPage(pdf: Uint8Array, audit: AuditPageInput): Promise<Uint8Array> {
  const doc = await loadPdf(pdf);
  await addAuditPages(doc, audit);
  return saveAddition(doc);
}
