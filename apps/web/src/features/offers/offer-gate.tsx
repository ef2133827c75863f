import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { useTranslation } from '../../shared/i18n/use-translation';
import type { Offer } from '@careers/contracts/offers';
import { RequestError } from '../../shared/api/request-error';
import { Button } from '../../shared/ui/button';
import { InlineError } from '../../shared/ui/inline-error';
import type { OffersPageState } from './offers-page';
import { TOUCH_TARGET } from './offer-styles';
import { useOffer } from './api/use-offer';
import { useOfferLinks } from './use-offer-links';

// Answers that mean the offer is not there for this candidate: unknown, another's, a bad id.
const MISSING_STATUSES = [400, 404, 422];

function isMissingOffer(error: unknown): boolean {
  return (
    error instanceof RequestError &&
    error.status !== null &&
    MISSING_STATUSES.includes(error.status)
  );
}

/** Sends the candidate back to the offers list (the "offer missing" error). */
function BackToOffers() {
  const links = useOfferLinks();
  const state: OffersPageState = { isOfferMissing: true };
  return <Navigate replace to={links.list()} state={state} />;
}

/** The offer of the route, once loaded; its loading and failure states until then. */
export function OfferGate({ id, children }: { id: string; children: (offer: Offer) => ReactNode }) {
  const { t } = useTranslation();
  const offer = useOffer(id);
  if (offer.data) return children(offer.data);
  if (isMissingOffer(offer.error)) return <BackToOffers />;
  if (offer.error) {
    return (
      <div className="mx-auto flex w-full max-w-3xl flex-col items-start gap-3">
        <InlineError error={offer.error} message={t('offers.offer.loadError')} />
        <Button
          variant="secondary"
          className={TOUCH_TARGET}
          onPress={() => {
            void offer.refetch();
          }}
        >
          {t('offers.retry')}
        </Button>
      </div>
    );
  }
  return (
    <div aria-busy="true" className="mx-auto flex w-full max-w-3xl flex-col gap-4">
      <span className="sr-only">{t('offers.offer.loading')}</span>
      <div className="h-8 w-2/3 animate-pulse rounded-brand bg-ink/5" />
      <div className="h-5 w-full animate-pulse rounded-brand bg-ink/5" />
      {[0, 1].map((row) => (
        <div key={row} className="h-24 animate-pulse rounded-brand bg-ink/5" />
      ))}
    </div>
  );
}
