import { COLORS, CONTENT_WIDTH, type PageFlow } from './page-flow';

// The AcroForm fields stampSignature looks for: the signature's box and, beside it, the date's.
export const SIGNATURE_FIELD = 'signature';
export const SIGNATURE_DATE_FIELD = 'signatureDate';

const BOX_HEIGHT = 46;
const SIGNATURE_WIDTH = 250;
const DATE_GAP = 40;
// Heading, a two-line statement, the box, its labels and the signer's name: kept on one page.
export const SIGNATURE_BLOCK_HEIGHT = 150;

export type SignatureBlock = { heading: string; statement: string; signerName: string };

export function drawSignatureBlock(flow: PageFlow, block: SignatureBlock): void {
  flow.ensureSpace(SIGNATURE_BLOCK_HEIGHT);
  flow.line(block.heading, { font: 'bold', size: 11, leading: 16 });
  flow.paragraph(block.statement, { size: 9.5, color: COLORS.muted, spaceAfter: 16 });

  const { page } = flow;
  const lineY = flow.y - BOX_HEIGHT;
  const dateInset = SIGNATURE_WIDTH + DATE_GAP;
  const dateWidth = CONTENT_WIDTH - dateInset;
  // The signature first from the start edge, the date after it.
  const signatureX = flow.startX(SIGNATURE_WIDTH);
  const dateX = flow.startX(dateWidth, dateInset);
  for (const [x, width] of [
    [signatureX, SIGNATURE_WIDTH],
    [dateX, dateWidth],
  ] as const) {
    page.drawLine({
      start: { x, y: lineY },
      end: { x: x + width, y: lineY },
      thickness: 0.75,
      color: COLORS.ink,
    });
  }
  const label = { size: 8.5, color: COLORS.muted };
  const words = flow.words.signature;
  flow.drawAt(page, flow.text.prepare(words.signature), lineY - 12, label);
  flow.drawAt(page, flow.text.prepare(words.date), lineY - 12, label, dateInset);

  // A tinted, borderless field marks where to sign; stamping removes it with its tint.
  const form = flow.doc.getForm();
  const look = { borderWidth: 0, backgroundColor: COLORS.field };
  form.createTextField(SIGNATURE_FIELD).addToPage(page, {
    ...look,
    x: signatureX,
    y: lineY + 1,
    width: SIGNATURE_WIDTH,
    height: BOX_HEIGHT - 1,
  });
  form
    .createTextField(SIGNATURE_DATE_FIELD)
    .addToPage(page, { ...look, x: dateX, y: lineY + 1, width: dateWidth, height: 22 });

  flow.y = lineY - 20;
  flow.line(block.signerName, { size: 10 });
}
