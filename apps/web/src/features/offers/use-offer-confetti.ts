import { useEffect } from 'react';
import { CONFETTI_PIECES, VISITED_OFFER_KEY } from '@careers/contracts/offers';

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

// The offers that have celebrated already: a JSON list of enc ids. Anything else in the key (an
// older format, a hand edit, storage that is switched off) reads as none.
export function readVisitedOffers(storage: Storage): string[] {
  try {
    const value: unknown = JSON.parse(storage.getItem(VISITED_OFFER_KEY) ?? '[]');
    return Array.isArray(value)
      ? value.filter((item): item is string => typeof item === 'string')
      : [];
  } catch {
    return [];
  }
}

function rememberVisit(storage: Storage, encId: string): void {
  try {
    storage.setItem(VISITED_OFFER_KEY, JSON.stringify([...readVisitedOffers(storage), encId]));
  } catch {
    // Storage full or switched off: the confetti may show again, nothing worse.
  }
}

// Confetti (200 pieces) once per extended offer that has not expired, remembered under
// hasVisitedOffer; never for someone who asked for reduced motion. canvas-confetti is loaded only
// when it is about to be shown.
export function useOfferConfetti(encId: string, shouldCelebrate: boolean): void {
  useEffect(() => {
    if (!shouldCelebrate || window.matchMedia(REDUCED_MOTION).matches) return;
    const storage = window.localStorage;
    if (readVisitedOffers(storage).includes(encId)) return;
    rememberVisit(storage, encId);
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
  }, [encId, shouldCelebrate]);
}
