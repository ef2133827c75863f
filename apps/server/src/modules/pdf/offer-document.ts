import { formatLongDate } from './dates';
import { COLORS, fill, PageFlow } from './page-flow';
import { savePdf } from './pdf-io';
import { drawSignatureBlock } from './signature-block';

export type OfferDocumentInput = {
  companyName: string;
  title: string;
  candidateName: string;
  paragraphs: string[];
  withSignature: boolean;
  // The candidate's language, for the document's own words and dates.
  language: string;
};

// The other documents of an offer (an NDA, a benefits summary…), in the offer letter's look.
export async function renderDocument(input: OfferDocumentInput): Promise<Uint8Array> {
  const { companyName: company, title, candidateName: name } = input;
  const flow = await PageFlow.start(company, input.language);
  const words = flow.words.document;
  flow.paragraph(title, { font: 'bold', size: 16, leading: 21, spaceAfter: 2 });
  flow.line(fill(words.preparedFor, { name, date: formatLongDate(new Date(), flow.locale) }), {
    size: 10,
    color: COLORS.muted,
    leading: 30,
  });
  for (const paragraph of input.paragraphs) flow.paragraph(paragraph);
  if (input.withSignature) {
    flow.gap(16);
    drawSignatureBlock(flow, {
      heading: words.acknowledged,
      statement: words.acknowledgeStatement,
      signerName: name,
    });
  }
  return savePdf(await flow.finish(fill(words.title, { company, document: title, name })));
}
