import { OFFER_CACHE_MS, offerCall } from '@careers/contracts/offers';
import { useCallQuery } from '../../../shared/api/use-call-query';
import { useBootData } from '../../../shared/boot/boot-data-context';
import { hasDocumentsAwaitingFiles } from '../offer-rules';
import { STALE_TIME } from '../../../shared/api/stale-times';

// While a signed document's file is being generated, the offer is asked for again this often.
const SIGNED_FILE_POLL_MS = 2000;

// GET /api/offer/{id}: cached one day, no retry, refetched on window focus. The pages show its
// failure themselves (a missing offer goes back to the list).
export function useOffer(id: string) {
  const { domain } = useBootData();
  return useCallQuery(
    offerCall,
    { params: { id }, query: { domain } },
    {
      staleTime: STALE_TIME.oneDay,
      gcTime: OFFER_CACHE_MS,
      retry: false,
      refetchOnWindowFocus: true,
      meta: { silent: true },
      refetchInterval: (query) =>
        hasDocumentsAwaitingFiles(query.state.data) ? SIGNED_FILE_POLL_MS : false,
    },
  );
}
