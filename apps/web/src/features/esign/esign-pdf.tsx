import { PdfViewer, useFormsNamespace } from '@careers/forms/react';
import { DocumentPlaceholder } from './document-placeholder';

export type EsignPdfProps = { pdfBase64: string; title: string };

// Loaded lazily by EsignDocument: pdf.js and the toolkit's viewer come only once the session
// has answered with a document to show.
export function EsignPdf({ pdfBase64, title }: EsignPdfProps) {
  // The viewer words its page descriptions and its failure in the toolkit's namespace.
  const isReady = useFormsNamespace();
  return isReady ? <PdfViewer bytes={pdfBase64} title={title} /> : <DocumentPlaceholder />;
}
