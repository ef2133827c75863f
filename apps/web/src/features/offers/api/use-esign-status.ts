import { esignStatusCall, type OfferDocument } from '@careers/contracts/offers';
import { useCallMutation } from '../../../shared/api/use-call-mutation';
import { useRefreshOffers } from '../use-refresh-offers';

// POST …/{documentId}/esign_status: what the e-sign service says about the document, asked when the
// widget posts a message (a hint only: the answer decides). `onAnswer` runs before the refresh,
// which takes a signed document's e-sign field off the page.
export function useEsignStatus(onAnswer: (document: OfferDocument) => void) {
  const refresh = useRefreshOffers();
  return useCallMutation(esignStatusCall, {
    onSuccess: async (document) => {
      onAnswer(document);
      await refresh();
    },
  });
}
