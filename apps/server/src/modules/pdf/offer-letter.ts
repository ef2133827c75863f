import { employmentTerms } from './employment-terms';
import { formatCalendarDate, formatDeadline, formatLongDate } from './dates';
import { COLORS, CONTENT_WIDTH, MARGIN, PageFlow } from './page-flow';
import { savePdf } from './pdf-io';
import { drawSignatureBlock, SIGNATURE_BLOCK_HEIGHT } from './signature-block';
import { writeTermsPages } from './terms-pages';
import { toWinAnsi } from './text';

export type OfferLetterInput = {
  companyName: string;
  candidateName: string;
  positionName: string;
  salary: string;
  startDate: string; // YYYY-MM-DD
  expiresAt?: string | null; // ISO instant
  // Pages of standard terms between the letter and the signature (the benchmark's long letter).
  extraPages?: number;
};

const SUMMARY_ROW = 17;

// The offer at a glance, in a tinted panel under the first paragraph.
function drawSummary(flow: PageFlow, rows: [string, string][]): void {
  const height = rows.length * SUMMARY_ROW + 14;
  flow.ensureSpace(height + 14);
  const { page, fonts } = flow;
  page.drawRectangle({
    x: MARGIN,
    y: flow.y - height,
    width: CONTENT_WIDTH,
    height,
    color: COLORS.field,
  });
  page.drawRectangle({ x: MARGIN, y: flow.y - height, width: 3, height, color: COLORS.accent });
  let y = flow.y - 7 - 12;
  for (const [label, value] of rows) {
    page.drawText(label, { x: MARGIN + 16, y, size: 9, font: fonts.regular, color: COLORS.muted });
    page.drawText(toWinAnsi(value), {
      x: MARGIN + 140,
      y,
      size: 10,
      font: fonts.bold,
      color: COLORS.ink,
    });
    y -= SUMMARY_ROW;
  }
  flow.gap(height + 14);
}

export async function renderOfferLetter(input: OfferLetterInput): Promise<Uint8Array> {
  const { companyName, candidateName, positionName, salary } = input;
  const extraPages = Math.max(0, Math.floor(input.extraPages ?? 0));
  const startDate = formatCalendarDate(input.startDate);
  const deadline = input.expiresAt ? formatDeadline(input.expiresAt) : null;
  const flow = await PageFlow.start(companyName);

  flow.line(formatLongDate(new Date()), { size: 10, color: COLORS.muted, leading: 30 });
  flow.paragraph(`Dear ${candidateName},`);
  flow.paragraph(
    `We are delighted to offer you the position of ${positionName} at ${companyName}. Everyone ` +
      'you met during the interviews was impressed by your experience, and we are confident ' +
      'that you will make a real difference to the team.',
  );
  const summary: [string, string][] = [
    ['Position', positionName],
    ['Annual salary', salary],
    ['Start date', startDate],
  ];
  if (deadline) summary.push(['Offer valid until', deadline]);
  drawSummary(flow, summary);
  flow.paragraph(
    `Your annual salary will be ${salary}, paid in accordance with the regular payroll schedule ` +
      `of ${companyName} and subject to applicable withholdings. Your employment will begin on ` +
      `${startDate}.`,
  );
  const terms =
    extraPages > 0
      ? ' The terms of employment on the following pages form part of this offer.'
      : '';
  flow.paragraph(
    deadline
      ? `This offer is open until ${deadline}. To accept it, please sign this letter ` +
          `electronically before then.${terms}`
      : `To accept this offer, please sign this letter electronically.${terms}`,
  );
  flow.paragraph(
    `We look forward to welcoming you to ${companyName}. If you have any questions, please ` +
      'reply to the message that brought you this letter.',
    { spaceAfter: 18 },
  );
  flow.line('Sincerely,');
  flow.gap(8);
  flow.paragraph(`The ${companyName} hiring team`, { font: 'bold', spaceAfter: 26 });

  if (extraPages > 0) {
    const sections = employmentTerms(companyName, positionName);
    writeTermsPages(flow, sections, extraPages, SIGNATURE_BLOCK_HEIGHT + 8);
    flow.gap(8);
  }
  drawSignatureBlock(flow, {
    heading: 'Accepted and agreed',
    statement: `By signing below, I accept the offer of employment as ${positionName} at ${companyName} on the terms set out in this letter.`,
    signerName: candidateName,
  });
  return savePdf(flow.finish(`${companyName} - Offer letter for ${candidateName}`));
}
