import { useMemo } from 'react';
import type { OfferDocument } from '@careers/contracts/offers';
import { useBootData } from '../../shared/boot/boot-data-context';
import { useInternalLink } from '../../shared/url/use-internal-link';
import { isOfferLetter } from './offer-rules';

// Offer links carry the domain query parameter — and the page's own pass-through parameters too
// (hl, utm_*…).
export function useOfferLinks() {
  const { domain } = useBootData();
  const internalLink = useInternalLink();
  return useMemo(() => {
    const link = (path: string) => internalLink(path, { domain });
    const id = encodeURIComponent;
    return {
      list: () => link('/careers/offers'),
      offer: (encId: string) => link(`/careers/offer/${id(encId)}`),
      letter: (encId: string) => link(`/careers/offer-letter/${id(encId)}`),
      // The offer letter opens on its own page; every other document on the document page.
      document: (encId: string, document: Pick<OfferDocument, 'id' | 'documentType'>) =>
        isOfferLetter(document)
          ? link(`/careers/offer-letter/${id(encId)}`)
          : link(`/careers/offer/${id(encId)}/offer-document/${id(document.id)}`),
    };
  }, [domain, internalLink]);
}
