import { useId } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from '../../shared/i18n/use-translation';
import type { Offer, OfferDocument } from '@careers/contracts/offers';
import { Button } from '../../shared/ui/button';
import { DocumentStatusLine } from './document-status-line';
import { DocumentTypeTag } from './document-type-tag';
import { documentAction } from './offer-rules';
import { CARD, TOUCH_TARGET } from './offer-styles';
import { useOfferLinks } from './use-offer-links';

export type DocumentCardProps = { offer: Offer; document: OfferDocument; isOpen: boolean };

/** One document of an offer: name, type tag, status line, and Start or View. */
export function DocumentCard({ offer, document, isOpen }: DocumentCardProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const links = useOfferLinks();
  const nameId = useId();
  const lineId = useId();
  const action = documentAction(document, isOpen);
  return (
    <li className={`${CARD} flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between`}>
      <div className="flex min-w-0 flex-col gap-1.5">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <h3 id={nameId} className="font-semibold break-words" dir="auto">
            {document.name}
          </h3>
          <DocumentTypeTag document={document} />
        </div>
        <DocumentStatusLine id={lineId} document={document} expiresAt={offer.expiresAt} />
      </div>
      <Button
        variant={action.kind === 'start' && !action.isDisabled ? 'primary' : 'secondary'}
        isDisabled={action.isDisabled}
        aria-describedby={`${nameId} ${lineId}`}
        className={`${TOUCH_TARGET} self-start sm:self-center`}
        onPress={() => {
          void navigate(links.document(offer.encId, document));
        }}
      >
        {t(`offers.document.${action.kind}`)}
      </Button>
    </li>
  );
}
