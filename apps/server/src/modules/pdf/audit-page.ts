import type { PDFDocument, PDFFont, PDFPage, RGB } from 'pdf-lib';
import { formatSignedAt } from './dates';
import { COLORS, CONTENT_WIDTH, embedFonts, MARGIN, PAGE_SIZE, type Fonts } from './page-flow';
import { loadPdf, saveAddition } from './pdf-io';
import { toWinAnsi, wrapText } from './text';

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
};

type Cell = { text: string; font: PDFFont; size: number; x: number; width: number; color?: RGB };

const METHOD_NAMES: Record<AuditPageInput['method'], string> = {
  typed: 'Typed name',
  drawn: 'Drawn signature',
  upload: 'Signed on paper and uploaded',
};
const LABEL_WIDTH = 150;
const LINE = 12;
const HASH_PREFIX = 16;
const EVENT_COLUMNS = [
  { title: 'Time (UTC)', x: 0, width: 116 },
  { title: 'Event', x: 122, width: 134 },
  { title: 'IP address', x: 262, width: 120 },
  // 16 Courier digits at 8 pt are 76.8 pt wide.
  { title: 'Hash', x: 388, width: CONTENT_WIDTH - 388 },
] as const;

// The audit trail's own pages: a title on each, rows that never split across pages.
class AuditLayout {
  private page!: PDFPage;
  private y = 0;
  readonly pages: PDFPage[] = [];
  // Drawn at the top of each further page, such as the event table's column titles.
  continuation: (() => void) | null = null;

  constructor(
    private readonly doc: PDFDocument,
    readonly fonts: Fonts,
  ) {
    this.addPage();
  }

  addPage(): void {
    this.page = this.doc.addPage(PAGE_SIZE);
    this.pages.push(this.page);
    const title =
      this.pages.length === 1 ? 'Signature audit trail' : 'Signature audit trail (continued)';
    const top = PAGE_SIZE[1] - MARGIN;
    this.page.drawText(title, {
      x: MARGIN,
      y: top - 18,
      size: 18,
      font: this.fonts.bold,
      color: COLORS.accent,
    });
    this.page.drawLine({
      start: { x: MARGIN, y: top - 30 },
      end: { x: MARGIN + CONTENT_WIDTH, y: top - 30 },
      thickness: 1.5,
      color: COLORS.accent,
    });
    this.y = top - 52;
  }

  // Cells side by side, each wrapped in its column; a new page when the row does not fit.
  row(cells: Cell[], spaceAfter = 5): void {
    const wrapped = cells.map((cell) => ({
      ...cell,
      lines: wrapText(toWinAnsi(cell.text), cell.font, cell.size, cell.width),
    }));
    const height = Math.max(...wrapped.map((cell) => cell.lines.length)) * LINE;
    if (this.y - height < MARGIN) {
      this.addPage();
      this.continuation?.();
    }
    for (const cell of wrapped) {
      cell.lines.forEach((line, index) => {
        this.page.drawText(line, {
          x: MARGIN + cell.x,
          y: this.y - cell.size - index * LINE,
          size: cell.size,
          font: cell.font,
          color: cell.color ?? COLORS.ink,
        });
      });
    }
    this.y -= height + spaceAfter;
  }

  heading(text: string): void {
    if (this.y - 40 < MARGIN) this.addPage();
    this.y -= 8;
    this.row([{ text, font: this.fonts.bold, size: 11, x: 0, width: CONTENT_WIDTH }], 5);
    this.page.drawLine({
      start: { x: MARGIN, y: this.y + 1 },
      end: { x: MARGIN + CONTENT_WIDTH, y: this.y + 1 },
      thickness: 0.5,
      color: COLORS.rule,
    });
    this.y -= 6;
  }

  field(label: string, value: string): void {
    const { bold, regular } = this.fonts;
    this.row([
      { text: label, font: bold, size: 8.5, x: 0, width: LABEL_WIDTH - 8, color: COLORS.muted },
      { text: value, font: regular, size: 9, x: LABEL_WIDTH, width: CONTENT_WIDTH - LABEL_WIDTH },
    ]);
  }

  // A hash gets the full width, so its 64 digits stay on one line and copy as one word.
  hash(label: string, value: string): void {
    const { bold, mono } = this.fonts;
    this.row(
      [{ text: label, font: bold, size: 8.5, x: 0, width: CONTENT_WIDTH, color: COLORS.muted }],
      1,
    );
    this.row([{ text: value, font: mono, size: 9, x: 0, width: CONTENT_WIDTH }], 7);
  }

  eventRow(texts: string[], isHeader: boolean): void {
    const { regular, bold, mono } = this.fonts;
    this.row(
      EVENT_COLUMNS.map((column, index) => ({
        text: texts[index] ?? '',
        font: isHeader ? bold : index === 3 ? mono : regular,
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
    const { regular } = this.fonts;
    this.pages.forEach((page, index) => {
      const number = `Audit page ${index + 1} of ${this.pages.length}`;
      const width = regular.widthOfTextAtSize(number, size);
      const [left] = wrapText(toWinAnsi(documentName), regular, size, CONTENT_WIDTH - width - 24);
      const common = { y: 40, size, font: regular, color: COLORS.muted };
      page.drawText(left ?? '', { ...common, x: MARGIN });
      page.drawText(number, { ...common, x: MARGIN + CONTENT_WIDTH - width });
    });
  }
}

// Pages recording who signed what, when and from where, added after the signed content; the
// seal that follows covers them too.
async function addAuditPages(doc: PDFDocument, audit: AuditPageInput): Promise<void> {
  const layout = new AuditLayout(doc, await embedFonts(doc));
  layout.row(
    [
      {
        text: 'This page records how and when the document above was signed electronically. It was added after signing and is covered by the digital seal of the document.',
        font: layout.fonts.regular,
        size: 9,
        x: 0,
        width: CONTENT_WIDTH,
      },
    ],
    8,
  );
  layout.heading('Document and signer');
  layout.field('Document', audit.documentName);
  layout.field('Document ID', audit.documentId);
  layout.field('Signer', audit.signerName);
  layout.field('E-mail', audit.signerEmail);
  layout.field(
    'Signed at',
    `${formatSignedAt(audit.signedAt, audit.timeZone)} (${audit.timeZone})`,
  );
  layout.field('Signed at (UTC)', audit.signedAt.toISOString());
  layout.field('IP address', audit.ip);
  layout.field('User agent', audit.userAgent);
  layout.field('Signature method', METHOD_NAMES[audit.method]);
  layout.field('Consent text version', audit.consentVersion);

  layout.heading('Document integrity');
  layout.hash('SHA-256 of the original document', audit.originalSha256);
  layout.hash('SHA-256 of the signed content', audit.signedContentSha256);

  layout.heading('Events');
  const titles = EVENT_COLUMNS.map((column) => column.title);
  layout.eventRow(titles, true);
  layout.continuation = () => {
    layout.eventRow(titles, true);
  };
  for (const event of audit.events) {
    layout.eventRow(
      [event.at.toISOString(), event.type, event.ip ?? '-', event.hash.slice(0, HASH_PREFIX)],
      false,
    );
  }
  layout.footers(`Signature audit trail - ${audit.documentName}`);
}

export async function appendAuditPage(pdf: Uint8Array, audit: AuditPageInput): Promise<Uint8Array> {
  const doc = await loadPdf(pdf);
  await addAuditPages(doc, audit);
  return saveAddition(doc);
}
