import { Navigate } from 'react-router';
import { LinkButton } from '../../shared/ui/link';
import { useTranslation } from '../../shared/i18n/use-translation';
import type { Offer, OfferDocument } from '@careers/contracts/offers';
import { useNow } from '../../shared/api/prefetched-queries';
import { BackLink } from './back-link';
import { DocumentEsign, DocumentPaperSigning } from './document-signing';
import { DocumentStatusLine } from './document-status-line';
import { DocumentTypeTag } from './document-type-tag';
import { OfferGate } from './offer-gate';
import { canSignDocument, isOfferOpen } from './offer-rules';
import { OFFER_LINK } from './offer-styles';
import { useOfferLinks } from './use-offer-links';
import { PdfDocumentViewer } from '../../shared/pdf/lazy-pdf-viewer';

/** /careers/offer/:id/offer-document/:documentId (protected): one offer document. */
export function OfferDocumentPage({ id, documentId }: { id: string; documentId: string }) {
  return (
    <OfferGate id={id}>
      {(offer) => <DocumentOfOffer offer={offer} documentId={documentId} />}
    </OfferGate>
  );
}

function DocumentOfOffer({ offer, documentId }: { offer: Offer; documentId: string }) {
  const links = useOfferLinks();
  const document = offer.offerDocuments.find((candidate) => candidate.id === documentId);
  // A document the offer no longer has: the offer's page lists the ones it has.
  if (!document) return <Navigate replace to={links.offer(offer.encId)} />;
  return <OfferDocumentView offer={offer} document={document} />;
}

function OfferDocumentView({ offer, document }: { offer: Offer; document: OfferDocument }) {
  const { t } = useTranslation();
  const now = useNow();
  const links = useOfferLinks();
  const canSign = canSignDocument(document, isOfferOpen(offer, now));
  // While it can be signed, the e-sign field shows the document itself.
  const esignUrl = canSign ? document.url : null;
  return (
    <article
      aria-labelledby="offer-document-heading"
      className="mx-auto flex w-full max-w-3xl flex-col gap-5"
    >
      <BackLink href={links.offer(offer.encId)} label={t('offers.document.back')} />
      <header className="flex flex-col gap-2">
        <p className="text-sm font-medium text-ink/70" dir="auto">
          {t('offers.offer.heading', { position: offer.position.name })}
        </p>
        <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
          <h1 id="offer-document-heading" className="text-2xl font-semibold break-words" dir="auto">
            {document.name}
          </h1>
          <DocumentTypeTag document={document} />
        </div>
        <DocumentStatusLine document={document} expiresAt={offer.expiresAt} />
      </header>
      {esignUrl ? (
        <DocumentEsign offer={offer} document={document} url={esignUrl} />
      ) : (
        <section aria-labelledby="document-file-heading" className="flex flex-col gap-3">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <h2 id="document-file-heading" className="text-lg font-semibold">
              {t('offers.document.fileHeading')}
            </h2>
            {document.s3Path ? (
              <LinkButton
                href={document.s3Path}
                download
                variant="secondary"
                className={OFFER_LINK}
              >
                {t('offers.document.download')}
              </LinkButton>
            ) : null}
          </div>
          {document.s3Path || document.b64String ? (
            <PdfDocumentViewer
              url={document.s3Path}
              bytes={document.s3Path ? null : document.b64String}
              title={document.name}
            />
          ) : (
            <p className="rounded-brand border border-dashed border-ink/20 p-5 text-sm text-ink/75">
              {t('offers.document.noFile')}
            </p>
          )}
        </section>
      )}
      {canSign ? (
        <DocumentPaperSigning offer={offer} document={document} isAlternative={esignUrl !== null} />
      ) : null}
    </article>
  );
}
