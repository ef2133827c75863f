import { useEffect } from 'react';
import { CONFETTI_PIECES, VISITED_OFFER_KEY } from '@careers/contracts/offers';

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

// The confetti shows once overall, not once per offer: any value under hasVisitedOffer means the
// candidate has seen it (an older version kept a list of offers there, which counts as seen too).
// Storage that cannot be read counts as seen: no confetti rather than confetti on every visit.
export function hasSeenOfferConfetti(storage: Pick<Storage, 'getItem'>): boolean {
  try {
    return storage.getItem(VISITED_OFFER_KEY) !== null;
  } catch {
    return true;
  }
}

function rememberConfetti(storage: Pick<Storage, 'setItem'>): void {
  try {
    storage.setItem(VISITED_OFFER_KEY, 'true');
  } catch {
    // Storage full: the confetti may show again, nothing worse.
  }
}

// Confetti (200 pieces) the first time the candidate opens an extended offer that has not
// expired; never for someone who asked for reduced motion (docs/product/offers-and-esign.md).
// canvas-confetti is loaded only when it is about to be shown.
export function useOfferConfetti(shouldCelebrate: boolean): void {
  useEffect(() => {
    if (!shouldCelebrate || window.matchMedia(REDUCED_MOTION).matches) return;
    let storage: Storage;
    try {
      storage = window.localStorage;
    } catch {
      return;
    }
    if (hasSeenOfferConfetti(storage)) return;
    rememberConfetti(storage);
    import('canvas-confetti')
      .then(({ default: confetti }) =>
        confetti({
          particleCount: CONFETTI_PIECES,
          spread: 80,
          origin: { y: 0.6 },
          disableForReducedMotion: true,
        }),
      )
      .catch(() => {
        // A decoration: a chunk that fails to load is not worth an error.
      });
  }, [shouldCelebrate]);
}
