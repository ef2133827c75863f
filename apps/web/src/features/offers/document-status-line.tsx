import { useTranslation } from '../../shared/i18n/use-translation';
import type { Offer, OfferDocument } from '@careers/contracts/offers';
import { useNow } from '../../shared/api/prefetched-queries';
import { isAwaitingSignedFile, isPast } from './offer-rules';
import { useOfferDates } from './use-offer-dates';

// A document's status line: its text for each document status (docs/product/offers-and-esign.md).
function useStatusText(document: OfferDocument, expiresAt: Offer['expiresAt']): string {
  const { t } = useTranslation();
  const dates = useOfferDates();
  const now = useNow();
  if (document.underRevision) return t('offers.document.line.revising');
  switch (document.status) {
    case 'Unsigned':
      if (expiresAt === null) return t('offers.document.line.toSign');
      return isPast(expiresAt, now)
        ? t('offers.document.line.expired', { date: dates.day(expiresAt) })
        : t('offers.document.line.expires', { date: dates.day(expiresAt) });
    case 'Pending':
      return Number.isNaN(Date.parse(document.updatedAt))
        ? t('offers.document.line.processing')
        : t('offers.document.line.lastUpdated', { date: dates.day(document.updatedAt) });
    case 'Read Only':
      return t('offers.document.line.readOnly');
    case 'Revision':
      return t('offers.document.line.revising');
    case 'Signed':
      return t('offers.document.line.signed');
  }
}

/** The status line of an offer document; a signed one whose file is still being made says so. */
export function DocumentStatusLine({
  document,
  expiresAt,
  id,
}: {
  document: OfferDocument;
  expiresAt: Offer['expiresAt'];
  id?: string;
}) {
  const { t } = useTranslation();
  const text = useStatusText(document, expiresAt);
  const isGenerating = !document.underRevision && isAwaitingSignedFile(document);
  return (
    <p id={id} className="flex flex-wrap items-center gap-x-1.5 text-sm text-ink/75">
      <span>{text}</span>
      {isGenerating ? (
        <span className="inline-flex items-center gap-1.5">
          <span>{t('offers.document.line.generating')}</span>
          <span
            aria-hidden="true"
            className="size-3 animate-spin rounded-full border-2 border-ink/20 border-t-primary motion-reduce:animate-none"
          />
        </span>
      ) : null}
    </p>
  );
}
