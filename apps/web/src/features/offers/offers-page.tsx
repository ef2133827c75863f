import { useLocation } from 'react-router';
import { useTranslation } from '../../shared/i18n/use-translation';
import { Button } from '../../shared/ui/button';
import { InlineError } from '../../shared/ui/inline-error';
import { OfferCard } from './offer-card';
import { TOUCH_TARGET } from './offer-styles';
import { useOffers } from './api/use-offers';

// Set by an offer page whose offer does not exist (the "offer missing" error).
export type OffersPageState = { isOfferMissing?: boolean } | null;

/** /careers/offers (protected): the job offers extended to the candidate. */
// headingLevel 2 inside the dashboard's tabs.
export function OffersPage({ headingLevel = 1 }: { headingLevel?: 1 | 2 }) {
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  const { t } = useTranslation();
  const offers = useOffers();
  const state = useLocation().state as OffersPageState;
  return (
    <section
      aria-labelledby="offers-heading"
      className="mx-auto flex w-full max-w-3xl flex-col gap-5"
    >
      <div className="flex flex-col gap-1">
        <Heading id="offers-heading" className="text-2xl font-semibold">
          {t('offers.list.heading')}
        </Heading>
        <p className="text-ink/80">{t('offers.list.intro')}</p>
      </div>
      {state?.isOfferMissing ? (
        <p role="status" className="rounded-brand bg-amber-50 px-4 py-3 text-sm text-amber-900">
          {t('offers.list.offerMissing')}
        </p>
      ) : null}
      {offers.error ? (
        <div className="flex flex-col items-start gap-3">
          <InlineError error={offers.error} message={t('offers.list.loadError')} />
          <Button
            variant="secondary"
            className={TOUCH_TARGET}
            onPress={() => {
              void offers.refetch();
            }}
          >
            {t('offers.retry')}
          </Button>
        </div>
      ) : offers.isPending ? (
        <div aria-busy="true" className="flex flex-col gap-3">
          <span className="sr-only">{t('offers.list.loading')}</span>
          {[0, 1, 2].map((row) => (
            <div key={row} className="h-28 animate-pulse rounded-brand bg-ink/5" />
          ))}
        </div>
      ) : offers.data.length === 0 ? (
        <div className="rounded-brand border border-dashed border-ink/20 p-6 text-center sm:p-8">
          <p className="font-semibold">{t('offers.list.empty')}</p>
          <p className="mt-1 text-sm text-ink/70">{t('offers.list.emptyHint')}</p>
        </div>
      ) : (
        <ul aria-labelledby="offers-heading" className="flex flex-col gap-3">
          {offers.data.map((offer) => (
            <OfferCard key={offer.id} offer={offer} />
          ))}
        </ul>
      )}
    </section>
  );
}
