import { useState } from 'react';
import { esignStatusCall, type OfferDocument } from '@careers/contracts/offers';
import { useCallMutation } from '../../../shared/api/use-call-mutation';
import { useBootData } from '../../../shared/boot/boot-data-context';
import { useRefreshOffers } from '../use-refresh-offers';

export type EsignStatusCheck = {
  id: string;
  documentId: string;
  // A silent check shows no failure (the candidate is already on their way elsewhere); the
  // failure is still logged and reported like every failed call (query-client.ts).
  silent: boolean;
};

// POST …/{documentId}/esign_status: what the e-sign service says about the document, asked when
// the widget posts a message (a hint only: the answer decides). Sent with an empty body, the site
// in the query. `onAnswer` runs before the refresh, which takes a signed document's e-sign field
// off the page. `error` is the last loud check's failure, null after a silent one.
export function useEsignStatus(onAnswer: (document: OfferDocument) => void) {
  const { domain } = useBootData();
  const refresh = useRefreshOffers();
  const [isSilent, setIsSilent] = useState(false);
  const mutation = useCallMutation(esignStatusCall, {
    onSuccess: async (document) => {
      onAnswer(document);
      await refresh();
    },
  });
  const check = ({ id, documentId, silent }: EsignStatusCheck) => {
    setIsSilent(silent);
    mutation.mutate({ params: { id, documentId }, query: { domain } });
  };
  return { check, error: isSilent ? null : mutation.error };
}
