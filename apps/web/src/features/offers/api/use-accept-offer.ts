import { acceptOfferCall, type Offer } from '@careers/contracts/offers';
import { useCallMutation } from '../../../shared/api/use-call-mutation';
import { useRefreshOffers } from '../use-refresh-offers';

// POST /api/offer/offers/{id}/accept: with the signed letter (a file), a typed signature, or
// nothing once the letter is signed through the e-sign field. `onAccepted` runs before the offer
// queries are refreshed: the refreshed offer is no longer open, and the form that sent it leaves
// the page.
export function useAcceptOffer(onAccepted: (offer: Offer) => void) {
  const refresh = useRefreshOffers();
  return useCallMutation(acceptOfferCall, {
    onSuccess: async (offer) => {
      onAccepted(offer);
      await refresh();
    },
  });
}
