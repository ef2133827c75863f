import { lazy, Suspense } from 'react';
import { loadChunk } from '../lazy/load-chunk';
import type { PdfDocumentProps } from './pdf-document';
import { ViewerPlaceholder } from './viewer-placeholder';

// pdf.js loads only where a document is shown (offers, the exported resume): never with a list.
const LazyPdf = lazy(() =>
  loadChunk(() => import('./pdf-document')).then((module) => ({ default: module.PdfDocument })),
);

export function PdfDocumentViewer(props: PdfDocumentProps) {
  return (
    <Suspense fallback={<ViewerPlaceholder />}>
      <LazyPdf {...props} />
    </Suspense>
  );
}
