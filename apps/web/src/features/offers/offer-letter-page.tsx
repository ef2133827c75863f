import { useId, useRef, useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { useTranslation } from '../../shared/i18n/use-translation';
import type { Offer, OfferDocument } from '@careers/contracts/offers';
import { useNow } from '../../shared/api/prefetched-queries';
import { showToast } from '../../shared/toasts/toast-queue';
import { Button } from '../../shared/ui/button';
import { BackLink } from './back-link';
import { DeclineOfferDialog } from './decline-offer-dialog';
import { saveBase64Pdf } from './download-letter';
import { LetterSteps } from './letter-steps';
import { OfferGate } from './offer-gate';
import { findOfferLetter, isOfferOpen, shownStatus } from './offer-rules';
import { OfferStatusLabel } from './offer-status-label';
import { OfferStatusSentence } from './offer-status-sentence';
import { TOUCH_TARGET } from './offer-styles';
import { useOfferLinks } from './use-offer-links';
import { PdfDocumentViewer } from '../../shared/pdf/lazy-pdf-viewer';

/** /careers/offer-letter/:id (protected): read, sign and send — or decline. */
export function OfferLetterPage({ id }: { id: string }) {
  return <OfferGate id={id}>{(offer) => <LetterOfOffer offer={offer} />}</OfferGate>;
}

function LetterOfOffer({ offer }: { offer: Offer }) {
  const links = useOfferLinks();
  const letter = findOfferLetter(offer);
  // An offer without a letter has nothing to show here: its own page lists what it has.
  if (!letter) return <Navigate replace to={links.offer(offer.encId)} />;
  return <OfferLetter offer={offer} letter={letter} />;
}

function OfferLetter({ offer, letter }: { offer: Offer; letter: OfferDocument }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const links = useOfferLinks();
  const now = useNow();
  const letterHeadingId = useId();
  const letterHeading = useRef<HTMLHeadingElement>(null);
  const [isDeclining, setIsDeclining] = useState(false);
  const status = shownStatus(offer, now);
  const isRevised = letter.underRevision || letter.status === 'Revision';
  const canAct = isOfferOpen(offer, now) && !isRevised;
  const position = offer.position.name;

  const goToOffer = () => {
    void navigate(links.offer(offer.encId));
  };
  // Download: the letter's bytes as "{position} offer letter.pdf".
  const download = () => {
    if (!letter.b64String) {
      showToast(t('offers.letter.noContent'), { tone: 'negative' });
      return;
    }
    try {
      saveBase64Pdf(letter.b64String, t('offers.letter.fileName', { position }));
    } catch {
      showToast(t('offers.letter.downloadFailed'), { tone: 'negative' });
    }
  };
  // Focus moves to the letter, which scrolls it into view.
  const view = () => letterHeading.current?.focus();

  return (
    <article
      aria-labelledby="offer-letter-heading"
      className="mx-auto flex w-full max-w-3xl flex-col gap-5"
    >
      <BackLink href={links.offer(offer.encId)} label={t('offers.letter.back')} />
      <header className="flex flex-col gap-3">
        <h1 id="offer-letter-heading" className="text-2xl font-semibold break-words sm:text-3xl">
          {t('offers.letter.heading', { position })}
        </h1>
        {offer.hideOfferStatus ? null : <OfferStatusLabel status={status} />}
        <OfferStatusSentence offer={offer} status={status} />
      </header>
      {isRevised ? (
        <p className="rounded-brand border border-sky-200 bg-sky-50 px-4 py-3 text-sm text-sky-950">
          {t('offers.offer.underRevision')}
        </p>
      ) : null}
      {canAct ? (
        <LetterSteps
          offer={offer}
          letter={letter}
          onView={view}
          onDownload={download}
          onAccepted={goToOffer}
          onDecline={() => {
            setIsDeclining(true);
          }}
        />
      ) : (
        <div className="flex flex-col gap-3">
          {offer.status === 'Declined' ? (
            <p className="text-sm font-medium text-ink/85">{t('offers.letter.rejected')}</p>
          ) : null}
          <div className="flex flex-wrap gap-2">
            <Button variant="secondary" className={TOUCH_TARGET} onPress={download}>
              {t('offers.letter.download')}
            </Button>
          </div>
        </div>
      )}
      <section aria-labelledby={letterHeadingId} className="flex flex-col gap-3">
        <h2
          id={letterHeadingId}
          ref={letterHeading}
          tabIndex={-1}
          className="scroll-mt-4 rounded-brand text-lg font-semibold outline-none focus-visible:ring-2 focus-visible:ring-accent"
        >
          {t('offers.letter.letterHeading')}
        </h2>
        {letter.b64String ? (
          <PdfDocumentViewer
            bytes={letter.b64String}
            title={t('offers.letter.pdfTitle', { position })}
          />
        ) : (
          <p className="rounded-brand border border-dashed border-ink/20 p-5 text-sm text-ink/75">
            {t('offers.letter.noContent')}
          </p>
        )}
      </section>
      {canAct ? (
        <DeclineOfferDialog
          offer={offer}
          isOpen={isDeclining}
          onClose={() => {
            setIsDeclining(false);
          }}
          onDeclined={() => {
            setIsDeclining(false);
            goToOffer();
          }}
        />
      ) : null}
    </article>
  );
}
