import { lazy, Suspense } from 'react';
import { loadChunk } from '../../shared/lazy/load-chunk';
import { ViewerPlaceholder } from '../../shared/pdf/viewer-placeholder';
import type { OfferEsignProps } from './offer-viewers';

// The e-sign frame loads only where a document is signed: never with the offers list.
const LazyEsign = lazy(() =>
  loadChunk(() => import('./offer-viewers')).then((module) => ({ default: module.OfferEsign })),
);

export function OfferEsignField(props: OfferEsignProps) {
  return (
    <Suspense fallback={<ViewerPlaceholder />}>
      <LazyEsign {...props} />
    </Suspense>
  );
}
