import { OfferDocumentPage } from '../../features/offers/offer-document-page';
import { OfferLetterPage } from '../../features/offers/offer-letter-page';
import { OfferPage } from '../../features/offers/offer-page';
import { OffersPage as OffersList } from '../../features/offers/offers-page';
import { useCurrentPage } from '../use-current-page';

// The offers area, one lazy page group: /careers/offers (offers), /careers/offer/:id and
// /careers/offer/:id/offer-document/:documentId (offer), /careers/offer-letter/:id (offerLetter).
// Each offer starts afresh: its state (a chosen file, an open dialog) is its own.
export default function OffersPage() {
  const { pageId, params } = useCurrentPage();
  const { id, documentId } = params;
  if (pageId === 'offerLetter' && id) return <OfferLetterPage key={id} id={id} />;
  if (pageId === 'offer' && id && documentId)
    return <OfferDocumentPage key={`${id}/${documentId}`} id={id} documentId={documentId} />;
  if (pageId === 'offer' && id) return <OfferPage key={id} id={id} />;
  return <OffersList />;
}
