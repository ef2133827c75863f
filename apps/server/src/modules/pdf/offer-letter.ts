import { employmentTerms } from './employment-terms';
import { formatCalendarDate, formatDeadline, formatLongDate } from './dates';
import { COLORS, CONTENT_WIDTH, fill, PageFlow, textFont } from './page-flow';
import { savePdf } from './pdf-io';
import { drawSignatureBlock, SIGNATURE_BLOCK_HEIGHT } from './signature-block';
import { writeTermsPages } from './terms-pages';

export type OfferLetterInput = {
  companyName: string;
  candidateName: string;
  positionName: string;
  salary: string;
  startDate: string; // YYYY-MM-DD
  expiresAt?: string | null; // ISO instant
  // The candidate's language; the letter's words and dates are written in it.
  language: string;
  // Pages of standard terms between the letter and the signature (the benchmark's long letter).
  extraPages?: number;
};

const SUMMARY_ROW = 17;
const SUMMARY_LABELS = 140;

// The offer at a glance, in a tinted panel under the first paragraph, its accent bar on the
// start edge.
function drawSummary(flow: PageFlow, rows: [string, string][]): void {
  const height = rows.length * SUMMARY_ROW + 14;
  flow.ensureSpace(height + 14);
  const { page, text } = flow;
  const top = flow.y;
  page.drawRectangle({
    x: flow.startX(CONTENT_WIDTH),
    y: top - height,
    width: CONTENT_WIDTH,
    height,
    color: COLORS.field,
  });
  page.drawRectangle({
    x: flow.startX(3),
    y: top - height,
    width: 3,
    height,
    color: COLORS.accent,
  });
  let y = top - 7 - 12;
  for (const [label, value] of rows) {
    const [labelLine = ''] = text.wrap(label, textFont('regular', 9), SUMMARY_LABELS - 24);
    const [valueLine = ''] = text.wrap(
      value,
      textFont('bold', 10),
      CONTENT_WIDTH - SUMMARY_LABELS - 16,
    );
    flow.drawAt(page, labelLine, y, { size: 9, color: COLORS.muted }, 16);
    flow.drawAt(page, valueLine, y, { font: 'bold', size: 10 }, SUMMARY_LABELS);
    y -= SUMMARY_ROW;
  }
  flow.gap(height + 14);
}

export async function renderOfferLetter(input: OfferLetterInput): Promise<Uint8Array> {
  const { companyName: company, candidateName: name, positionName: position, salary } = input;
  const extraPages = Math.max(0, Math.floor(input.extraPages ?? 0));
  const flow = await PageFlow.start(company, input.language);
  const { locale } = flow;
  const words = flow.words.letter;
  const startDate = formatCalendarDate(input.startDate, locale);
  const deadline = input.expiresAt ? formatDeadline(input.expiresAt, locale) : null;

  flow.line(formatLongDate(new Date(), locale), { size: 10, color: COLORS.muted, leading: 30 });
  flow.paragraph(fill(words.dear, { name }));
  flow.paragraph(fill(words.delighted, { position, company }));
  const summary: [string, string][] = [
    [words.position, position],
    [words.annualSalary, salary],
    [words.startDate, startDate],
  ];
  if (deadline) summary.push([words.validUntil, deadline]);
  drawSummary(flow, summary);
  flow.paragraph(fill(words.salary, { salary, company, startDate }));
  const terms = extraPages > 0 ? ` ${words.termsFollow}` : '';
  flow.paragraph((deadline ? fill(words.openUntil, { deadline }) : words.toAccept) + terms);
  flow.paragraph(fill(words.welcome, { company }), { spaceAfter: 18 });
  flow.line(words.sincerely);
  flow.gap(8);
  flow.paragraph(fill(words.team, { company }), { font: 'bold', spaceAfter: 26 });

  if (extraPages > 0) {
    const sections = employmentTerms(company, position);
    writeTermsPages(flow, sections, extraPages, SIGNATURE_BLOCK_HEIGHT + 8);
    flow.gap(8);
  }
  drawSignatureBlock(flow, {
    heading: words.accepted,
    statement: fill(words.acceptStatement, { position, company }),
    signerName: name,
  });
  return savePdf(await flow.finish(fill(words.title, { company, name })));
}
