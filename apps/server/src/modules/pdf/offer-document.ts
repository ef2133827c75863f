import { formatLongDate } from './dates';
import { COLORS, PageFlow } from './page-flow';
import { savePdf } from './pdf-io';
import { drawSignatureBlock } from './signature-block';

export type OfferDocumentInput = {
  companyName: string;
  title: string;
  candidateName: string;
  paragraphs: string[];
  withSignature: boolean;
};

// The other documents of an offer (an NDA, a benefits summary…), in the offer letter's look.
export async function renderDocument(input: OfferDocumentInput): Promise<Uint8Array> {
  const { companyName, title, candidateName } = input;
  const flow = await PageFlow.start(companyName);
  flow.paragraph(title, { font: 'bold', size: 16, leading: 21, spaceAfter: 2 });
  flow.line(`Prepared for ${candidateName} - ${formatLongDate(new Date())}`, {
    size: 10,
    color: COLORS.muted,
    leading: 30,
  });
  for (const paragraph of input.paragraphs) flow.paragraph(paragraph);
  if (input.withSignature) {
    flow.gap(16);
    drawSignatureBlock(flow, {
      heading: 'Acknowledged and agreed',
      statement: `By signing below, I confirm that I have read and agree to this document.`,
      signerName: candidateName,
    });
  }
  return savePdf(flow.finish(`${companyName} - ${title} for ${candidateName}`));
}
