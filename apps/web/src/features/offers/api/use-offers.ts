import { OFFER_CACHE_MS, offersCall } from '@careers/contracts/offers';
import { STALE_TIME } from '../../../shared/api/stale-times';
import { useCallQuery } from '../../../shared/api/use-call-query';
import { useBootData } from '../../../shared/boot/boot-data-context';

// GET /api/offer/offers: the candidate's offers, cached like one offer (use-offer.ts): one day,
// no retry, refetched on window focus. The page shows its own failure.
export function useOffers() {
  const { domain } = useBootData();
  return useCallQuery(
    offersCall,
    { query: { domain } },
    {
      staleTime: STALE_TIME.oneDay,
      gcTime: OFFER_CACHE_MS,
      retry: false,
      refetchOnWindowFocus: true,
      meta: { silent: true },
    },
  );
}
