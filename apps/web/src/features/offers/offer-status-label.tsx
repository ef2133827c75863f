import { useTranslation } from '../../shared/i18n/use-translation';
import type { OfferStatus } from '@careers/contracts/offers';
import { STATUS_KEYS } from './offer-rules';

const DOT: Record<OfferStatus, string> = {
  Extended: 'bg-primary',
  'Contract Extended': 'bg-primary',
  Accepted: 'bg-emerald-600',
  'Contract Accepted': 'bg-emerald-600',
  Declined: 'bg-red-600',
  Canceled: 'bg-ink/40',
  Expired: 'bg-amber-600',
};

/** The status label with a coloured dot; the words carry the meaning, not the dot. */
export function OfferStatusLabel({ status }: { status: OfferStatus }) {
  const { t } = useTranslation();
  return (
    <span className="inline-flex items-center gap-2 text-sm font-medium" data-status={status}>
      <span aria-hidden="true" className={`size-2.5 shrink-0 rounded-full ${DOT[status]}`} />
      {t(`offers.status.${STATUS_KEYS[status]}`)}
    </span>
  );
}

/** The red tag of an open offer that has not expired. */
export function ActionRequiredTag() {
  const { t } = useTranslation();
  return (
    <span className="inline-flex shrink-0 items-center rounded-full border border-red-200 bg-red-50 px-2.5 py-0.5 text-xs font-semibold text-red-800">
      {t('offers.list.actionRequired')}
    </span>
  );
}
