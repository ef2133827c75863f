import { declineOfferCall, type Offer } from '@careers/contracts/offers';
import { useCallMutation } from '../../../shared/api/use-call-mutation';
import { useRefreshOffers } from '../use-refresh-offers';

// POST /api/offer/offers/{id}/decline. `onDeclined` runs before the offer queries are refreshed
// (the declined offer closes the dialog that sent it).
export function useDeclineOffer(onDeclined: (offer: Offer) => void) {
  const refresh = useRefreshOffers();
  return useCallMutation(declineOfferCall, {
    onSuccess: async (offer) => {
      onDeclined(offer);
      await refresh();
    },
  });
}
