import { useTranslation } from '../../shared/i18n/use-translation';
import type { Offer } from '@careers/contracts/offers';
import { useNow } from '../../shared/api/prefetched-queries';
import { useFormat } from '../../shared/i18n/format';
import { BackLink } from './back-link';
import { DocumentCard } from './document-card';
import { OfferGate } from './offer-gate';
import { isOfferOpen, shownStatus } from './offer-rules';
import { OfferStatusLabel } from './offer-status-label';
import { OfferStatusSentence } from './offer-status-sentence';
import { useOfferConfetti } from './use-offer-confetti';
import { useOfferLinks } from './use-offer-links';

/** /careers/offer/:id (protected): one offer with its documents. */
export function OfferPage({ id }: { id: string }) {
  return <OfferGate id={id}>{(offer) => <OfferDetails offer={offer} />}</OfferGate>;
}

function OfferDetails({ offer }: { offer: Offer }) {
  const { t } = useTranslation();
  const format = useFormat();
  const now = useNow();
  const links = useOfferLinks();
  const status = shownStatus(offer, now);
  const isOpen = isOfferOpen(offer, now);
  const isRevised = offer.offerDocuments.some((document) => document.underRevision);
  const count = offer.offerDocuments.length;
  useOfferConfetti(status === 'Extended');
  return (
    <article
      aria-labelledby="offer-heading"
      className="mx-auto flex w-full max-w-3xl flex-col gap-5"
    >
      <BackLink href={links.list()} label={t('offers.offer.back')} />
      <header className="flex flex-col gap-3">
        <h1 id="offer-heading" className="text-2xl font-semibold break-words sm:text-3xl">
          {t('offers.offer.heading', { position: offer.position.name })}
        </h1>
        {offer.hideOfferStatus ? null : <OfferStatusLabel status={status} />}
        <OfferStatusSentence offer={offer} status={status} />
      </header>
      {isRevised ? (
        <p className="flex items-start gap-3 rounded-brand border border-sky-200 bg-sky-50 px-4 py-3 text-sm text-sky-950">
          <svg
            aria-hidden="true"
            viewBox="0 0 20 20"
            className="mt-0.5 size-4 shrink-0 fill-current"
          >
            <path d="M10 1.5a8.5 8.5 0 1 0 0 17 8.5 8.5 0 0 0 0-17Zm.9 13H9.1V9h1.8v5.5ZM10 7.6a1.1 1.1 0 1 1 0-2.2 1.1 1.1 0 0 1 0 2.2Z" />
          </svg>
          {t('offers.offer.underRevision')}
        </p>
      ) : null}
      <section aria-labelledby="offer-documents-heading" className="flex flex-col gap-3">
        <div className="flex items-baseline justify-between gap-3">
          <h2 id="offer-documents-heading" className="text-lg font-semibold">
            {t('offers.offer.documentsHeading')}
          </h2>
          <span className="text-sm text-ink/70">
            {t('offers.offer.documentCount', { count, formatted: format.number(count) })}
          </span>
        </div>
        {count === 0 ? (
          <p className="rounded-brand border border-dashed border-ink/20 p-5 text-sm text-ink/75">
            {t('offers.offer.noDocuments')}
          </p>
        ) : (
          <ul className="flex flex-col gap-3">
            {offer.offerDocuments.map((document) => (
              <DocumentCard key={document.id} offer={offer} document={document} isOpen={isOpen} />
            ))}
          </ul>
        )}
      </section>
    </article>
  );
}
