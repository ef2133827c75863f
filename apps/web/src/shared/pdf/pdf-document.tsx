import { PdfViewer, preloadPdfViewer, useFormsNamespace } from '@careers/forms/react';
import { ViewerPlaceholder } from './viewer-placeholder';

// The one module of the app that draws a PDF through @careers/forms/react (pdf.js);
// lazy-pdf-viewer.tsx loads it only on the pages that show a document.

// This module loads only where a document is shown: in the browser, fetch pdf.js beside the
// toolkit's catalog rather than after it.
if (typeof window !== 'undefined') preloadPdfViewer();

export type PdfDocumentProps = { bytes?: string | null; url?: string | null; title: string };

export function PdfDocument({ bytes, url, title }: PdfDocumentProps) {
  // The viewer's own words (page alt texts, its error) are in the toolkit's catalog.
  const isReady = useFormsNamespace();
  if (!isReady) return <ViewerPlaceholder />;
  return <PdfViewer bytes={bytes ?? undefined} url={url ?? undefined} title={title} />;
}
