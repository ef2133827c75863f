import { useState } from 'react';
import { useTranslation } from '../../shared/i18n/use-translation';
import type { Offer, OfferDocument } from '@careers/contracts/offers';
import { useBootData } from '../../shared/boot/boot-data-context';
import { notify } from '../../shared/toasts/toast-queue';
import { Button } from '../../shared/ui/button';
import { InlineError } from '../../shared/ui/inline-error';
import { ToggleSwitch } from '../../shared/ui/toggle-switch';
import { OfferEsignField } from './lazy-offer-viewers';
import { LetterStep } from './letter-step';
import { offerFailureMessage } from './offer-failure';
import { isDocumentSigned } from './offer-rules';
import { TOUCH_TARGET } from './offer-styles';
import type { EsignMessageType } from './offer-viewers';
import { SignedUploadForm } from './signed-upload-form';
import { TypedSignatureForm } from './typed-signature-form';
import { useAcceptOffer } from './api/use-accept-offer';
import { useEsignStatus } from './api/use-esign-status';

export type LetterStepsProps = {
  offer: Offer;
  letter: OfferDocument;
  onView: () => void;
  onDownload: () => void;
  onAccepted: () => void;
  onDecline: () => void;
};

/** The offer letter page's steps: review, sign (on paper, by typing or electronically), send. */
export function LetterSteps(props: LetterStepsProps) {
  const { offer, letter, onView, onDownload, onAccepted, onDecline } = props;
  const { t } = useTranslation();
  const { domain } = useBootData();
  const [isTyping, setIsTyping] = useState(false);
  const params = { id: offer.encId };
  const accepted = () => {
    notify(t('offers.letter.accepted'), { tone: 'positive' });
    onAccepted();
  };
  const acceptSigned = useAcceptOffer(accepted);
  const acceptUpload = useAcceptOffer(accepted);
  // The widget's message is a hint; the e-sign status call says whether the letter is signed,
  // and a signed letter accepts the offer.
  const esign = useEsignStatus((document) => {
    if (isDocumentSigned(document)) acceptSigned.mutate({ params, body: { domain } });
  });
  const isSigned = isDocumentSigned(letter);
  const onEsignMessage = ({ type }: { type: EsignMessageType }) => {
    // After a refusal to sign the decline dialog takes over: that check stays silent.
    esign.check({ id: offer.encId, documentId: letter.id, silent: type === 'REJECT' });
    // Declining an offer is never done on a widget's word alone: the dialog asks.
    if (type === 'REJECT') onDecline();
  };
  const declineButton = (
    <Button variant="secondary" className={TOUCH_TARGET} onPress={onDecline}>
      {t('offers.letter.decline')}
    </Button>
  );

  return (
    <ol className="flex flex-col gap-3">
      <LetterStep number={1} title={t('offers.letter.step.review')}>
        <p className="text-sm text-ink/80">{t('offers.letter.step.reviewHint')}</p>
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" className={TOUCH_TARGET} onPress={onView}>
            {t('offers.letter.view')}
          </Button>
          <Button variant="secondary" className={TOUCH_TARGET} onPress={onDownload}>
            {t('offers.letter.download')}
          </Button>
        </div>
      </LetterStep>
      <LetterStep number={2} title={t('offers.letter.step.sign')}>
        {isSigned ? (
          <p className="text-sm text-ink/80">{t('offers.letter.step.signedHint')}</p>
        ) : (
          <>
            <p className="text-sm text-ink/80">
              {letter.url
                ? t('offers.letter.step.signHintEsign')
                : t('offers.letter.step.signHint')}
            </p>
            <ToggleSwitch isSelected={isTyping} onChange={setIsTyping}>
              {t('offers.letter.typeToSign')}
            </ToggleSwitch>
            {isTyping ? (
              <TypedSignatureForm offer={offer} onAccepted={accepted} />
            ) : letter.url ? (
              <OfferEsignField src={letter.url} title={letter.name} onMessage={onEsignMessage} />
            ) : null}
          </>
        )}
        <InlineError
          error={esign.error}
          message={offerFailureMessage(esign.error, t('offers.document.acceptFailed'))}
        />
        <InlineError
          error={acceptSigned.error}
          message={offerFailureMessage(
            acceptSigned.error,
            t('offers.letter.acceptFailed'),
            t('offers.document.acceptFailed'),
          )}
        />
      </LetterStep>
      <LetterStep number={3} title={t('offers.letter.step.upload')}>
        {isSigned ? (
          <div className="flex flex-wrap justify-end gap-2">
            {declineButton}
            <Button
              className={TOUCH_TARGET}
              isPending={acceptSigned.isPending}
              onPress={() => {
                acceptSigned.mutate({ params, body: { domain } });
              }}
            >
              {t('offers.letter.submit')}
            </Button>
          </div>
        ) : (
          <SignedUploadForm
            submitLabel={t('offers.letter.submit')}
            isPending={acceptUpload.isPending}
            secondaryAction={declineButton}
            failure={
              <InlineError
                error={acceptUpload.error}
                message={offerFailureMessage(
                  acceptUpload.error,
                  t('offers.letter.acceptFailed'),
                  t('offers.document.acceptFailed'),
                )}
              />
            }
            onSubmit={(file) => {
              acceptUpload.mutate({ params, body: { domain }, file });
            }}
          />
        )}
      </LetterStep>
    </ol>
  );
}
