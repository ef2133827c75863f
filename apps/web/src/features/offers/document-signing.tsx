import { useCallback } from 'react';
import { LinkButton } from '../../shared/ui/link';
import { useTranslation } from '../../shared/i18n/use-translation';
import { SIGNED_MESSAGE_MS, type Offer, type OfferDocument } from '@careers/contracts/offers';
import { useBootData } from '../../shared/boot/boot-data-context';
import { notify } from '../../shared/toasts/toast-queue';
import { InlineError } from '../../shared/ui/inline-error';
import { OfferEsignField } from './lazy-offer-viewers';
import { offerFailureMessage } from './offer-failure';
import { isDocumentSigned } from './offer-rules';
import { OFFER_LINK } from './offer-styles';
import { SignedUploadForm } from './signed-upload-form';
import { useAcceptOfferDocument } from './api/use-accept-offer-document';
import { useEsignStatus } from './api/use-esign-status';

export type DocumentSigningProps = { offer: Offer; document: OfferDocument };

// "Successfully signed document", shown for 15 s (docs/product/offers-and-esign.md).
function useSignedMessage(): () => void {
  const { t } = useTranslation();
  return useCallback(() => {
    notify(t('offers.document.signed'), { tone: 'positive', timeoutMs: SIGNED_MESSAGE_MS });
  }, [t]);
}

/** The e-sign field of an unsigned document (its `url`), and what its messages lead to. */
export function DocumentEsign({ offer, document, url }: DocumentSigningProps & { url: string }) {
  const { t } = useTranslation();
  const signed = useSignedMessage();
  const esign = useEsignStatus((answer) => {
    if (isDocumentSigned(answer)) signed();
  });
  return (
    <section aria-labelledby="document-esign-heading" className="flex flex-col gap-3">
      <h2 id="document-esign-heading" className="text-lg font-semibold">
        {t('offers.document.esignHeading')}
      </h2>
      <p className="text-sm text-ink/80">{t('offers.document.esignHint')}</p>
      <OfferEsignField
        src={url}
        title={document.name}
        onMessage={({ type }) => {
          // The widget's message is a hint; the e-sign status call has the answer. After a
          // refusal to sign the widget has said so itself: that check stays silent.
          esign.check({ id: offer.encId, documentId: document.id, silent: type === 'REJECT' });
        }}
      />
      <InlineError
        error={esign.error}
        message={offerFailureMessage(esign.error, t('offers.document.acceptFailed'))}
      />
    </section>
  );
}

/** The paper path: download, sign, and upload the signed PDF (sent as signed_document_file). */
export function DocumentPaperSigning({
  offer,
  document,
  isAlternative,
}: DocumentSigningProps & { isAlternative: boolean }) {
  const { t } = useTranslation();
  const { domain } = useBootData();
  const signed = useSignedMessage();
  const upload = useAcceptOfferDocument(signed);
  return (
    <section aria-labelledby="document-paper-heading" className="flex flex-col gap-3">
      <h2 id="document-paper-heading" className="text-lg font-semibold">
        {isAlternative
          ? t('offers.document.paperHeadingAlternative')
          : t('offers.document.paperHeading')}
      </h2>
      <p className="text-sm text-ink/80">{t('offers.document.paperHint')}</p>
      {isAlternative && document.s3Path ? (
        <LinkButton
          href={document.s3Path}
          download
          variant="secondary"
          className={`${OFFER_LINK} self-start`}
        >
          {t('offers.document.download')}
        </LinkButton>
      ) : null}
      <SignedUploadForm
        submitLabel={t('offers.document.submit')}
        isPending={upload.isPending}
        failure={
          <InlineError
            error={upload.error}
            message={offerFailureMessage(upload.error, t('offers.document.acceptFailed'))}
          />
        }
        onSubmit={(file) => {
          upload.mutate({
            params: { id: offer.encId, documentId: document.id },
            body: { domain },
            file,
          });
        }}
      />
    </section>
  );
}
