import { useId } from 'react';
import { LinkButton } from '../../shared/ui/link';
import { Trans } from 'react-i18next';
import { useTranslation } from '../../shared/i18n/use-translation';
import type { Offer } from '@careers/contracts/offers';
import { useNow } from '../../shared/api/prefetched-queries';
import { ActionRequiredTag, OfferStatusLabel } from './offer-status-label';
import { CARD, OFFER_LINK } from './offer-styles';
import { formatListDate, isOfferOpen, shownStatus } from './offer-rules';
import { useOfferDates } from './use-offer-dates';
import { useOfferLinks } from './use-offer-links';

/** One offer of the offers list. */
export function OfferCard({ offer }: { offer: Offer }) {
  const { t } = useTranslation();
  const now = useNow();
  const dates = useOfferDates();
  const links = useOfferLinks();
  const headingId = useId();
  const status = shownStatus(offer, now);
  const isOpen = isOfferOpen(offer, now);
  return (
    <li className={`${CARD} flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between`}>
      <div className="flex min-w-0 flex-col gap-1.5">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <h2 id={headingId} className="text-lg font-semibold break-words" dir="auto">
            {offer.position.name}
          </h2>
          {isOpen ? <ActionRequiredTag /> : null}
        </div>
        {isOpen && offer.expiresAt !== null ? (
          <p className="text-sm font-medium text-ink/80">
            {t('offers.list.expires', { date: dates.day(offer.expiresAt) })}
          </p>
        ) : null}
        <div className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-ink/70">
          {offer.hideOfferStatus ? null : <OfferStatusLabel status={status} />}
          <p>
            <Trans
              i18nKey="offers.list.updated"
              values={{ date: formatListDate(offer.updatedAt) }}
              components={{ time: <time dateTime={offer.updatedAt} className="tabular-nums" /> }}
            />
          </p>
        </div>
      </div>
      <LinkButton
        href={links.offer(offer.encId)}
        aria-describedby={headingId}
        data-variant={isOpen ? 'primary' : 'secondary'}
        variant={isOpen ? 'primary' : 'secondary'}
        className={`${OFFER_LINK} self-start sm:self-center`}
      >
        {t('offers.list.view')}
      </LinkButton>
    </li>
  );
}
