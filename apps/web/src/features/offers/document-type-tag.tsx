import { useTranslation } from '../../shared/i18n/use-translation';
import type { OfferDocument } from '@careers/contracts/offers';
import { isOfferLetter } from './offer-rules';

/** The tag of a document, coloured by its document_type (Offer or another). */
export function DocumentTypeTag({ document }: { document: Pick<OfferDocument, 'documentType'> }) {
  const { t } = useTranslation();
  const isLetter = isOfferLetter(document);
  return (
    <span
      data-document-type={isLetter ? 'offer' : 'other'}
      className={`inline-flex shrink-0 items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ${
        isLetter ? 'bg-primary/10 text-primary' : 'bg-ink/10 text-ink/80'
      }`}
      dir="auto"
    >
      {isLetter ? t('offers.document.offerLetterTag') : document.documentType}
    </span>
  );
}
