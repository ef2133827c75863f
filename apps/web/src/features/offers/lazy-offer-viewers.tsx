import { ESIGN_FRAME_HEIGHT, ESIGN_FRAME_WIDTH } from '@careers/forms/react';
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
    <Suspense
      fallback={
        <ViewerPlaceholder frame={{ width: ESIGN_FRAME_WIDTH, height: ESIGN_FRAME_HEIGHT }} />
      }
    >
      <LazyEsign {...props} />
    </Suspense>
  );
}
