import { acceptOfferDocumentCall, type OfferDocument } from '@careers/contracts/offers';
import { useCallMutation } from '../../../shared/api/use-call-mutation';
import { useRefreshOffers } from '../use-refresh-offers';

// POST /api/offer/offers/{id}/{documentId}/accept: a document signed on paper.
// `onAccepted` runs before the refresh, which takes the upload form off the page.
export function useAcceptOfferDocument(onAccepted: (document: OfferDocument) => void) {
  const refresh = useRefreshOffers();
  return useCallMutation(acceptOfferDocumentCall, {
    onSuccess: async (document) => {
      onAccepted(document);
      await refresh();
    },
  });
}
