import { lazy, Suspense } from 'react';
import { loadChunk } from '../../shared/lazy/load-chunk';
import type { OfferEsignProps, OfferPdfProps } from './offer-viewers';
import { ViewerPlaceholder } from './viewer-placeholder';

// pdf.js and the e-sign frame load only where a document is shown: never with the offers list.
const viewers = () => loadChunk(() => import('./offer-viewers'));
const LazyPdf = lazy(() => viewers().then((module) => ({ default: module.OfferPdf })));
const LazyEsign = lazy(() => viewers().then((module) => ({ default: module.OfferEsign })));

export function OfferPdfViewer(props: OfferPdfProps) {
  return (
    <Suspense fallback={<ViewerPlaceholder />}>
      <LazyPdf {...props} />
    </Suspense>
  );
}

export function OfferEsignField(props: OfferEsignProps) {
  return (
    <Suspense fallback={<ViewerPlaceholder />}>
      <LazyEsign {...props} />
    </Suspense>
  );
}
