import { useTranslation } from '../../shared/i18n/use-translation';
import type { Offer, OfferStatus } from '@careers/contracts/offers';
import { useOfferDates } from './use-offer-dates';
import { STATUS_KEYS } from './offer-rules';

// Statuses whose sentence names the expiry when the offer has one.
const DATED: readonly OfferStatus[] = ['Extended', 'Contract Extended', 'Expired'];

/** The offer page's sentence for each status, with the expiry where it matters. */
export function OfferStatusSentence({ offer, status }: { offer: Offer; status: OfferStatus }) {
  const { t } = useTranslation();
  const dates = useOfferDates();
  const key = STATUS_KEYS[status];
  const text =
    offer.expiresAt !== null && DATED.includes(status)
      ? t(`offers.offer.sentence.${key}Dated`, { date: dates.moment(offer.expiresAt) })
      : t(`offers.offer.sentence.${key}`);
  return <p className="text-ink/85 sm:text-lg">{text}</p>;
}
