import { useId, useRef, useState } from 'react';
import { useTranslation } from '../../shared/i18n/use-translation';
import { ESIGN_CONSENT_VERSION, type EsignSessionState } from '@careers/contracts/esign';
import { FullScreenLoader } from '@careers/forms/react';
import { browserTimezone } from '../../shared/api/request-context';
import { Button } from '../../shared/ui/button';
import { InlineError } from '../../shared/ui/inline-error';
import { ConsentCheckbox } from './consent-checkbox';
import { DeclineConfirmation } from './decline-confirmation';
import { isWithinImageLimit } from './signature-image';
import { SignatureTabs, type SignatureMethod } from './signature-tabs';
import { useDeclineDocument } from './api/use-decline-document';
import { useSignDocument } from './api/use-sign-document';

export type EsignFormProps = {
  wid: string;
  companyName: string;
  onConsent: () => void;
  // The session's state after the signer signed or declined.
  onFinished: (state: EsignSessionState, action: 'sign' | 'decline') => void;
};

// Why Sign did nothing yet: said beside the button, never only by disabling it.
type SignBlock = 'consentFirst' | 'typeName' | 'drawSignature' | 'imageTooLarge';

const SECTION_HEADING = 'text-lg font-semibold';

/** Consent, a typed or drawn signature, and Sign or Decline. */
export function EsignForm({ wid, companyName, onConsent, onFinished }: EsignFormProps) {
  const { t } = useTranslation();
  const [hasConsented, setHasConsented] = useState(false);
  const [method, setMethod] = useState<SignatureMethod>('typed');
  const [typedName, setTypedName] = useState('');
  const [drawnPng, setDrawnPng] = useState<string | null>(null);
  const [block, setBlock] = useState<SignBlock | null>(null);
  const [isConfirmingDecline, setIsConfirmingDecline] = useState(false);
  const consentInput = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const declineId = useId();
  const consentHeadingId = useId();
  const signatureHeadingId = useId();
  const sign = useSignDocument();
  const decline = useDeclineDocument();
  const isBusy = sign.isPending || decline.isPending;

  const changeConsent = (isSelected: boolean) => {
    setHasConsented(isSelected);
    if (block === 'consentFirst') setBlock(null);
    if (isSelected) onConsent();
  };

  const blockOf = (): SignBlock | null => {
    if (!hasConsented) return 'consentFirst';
    if (method === 'typed') return typedName.trim() === '' ? 'typeName' : null;
    if (drawnPng === null) return 'drawSignature';
    return isWithinImageLimit(drawnPng) ? null : 'imageTooLarge';
  };

  const submit = () => {
    const reason = blockOf();
    setBlock(reason);
    if (reason === 'consentFirst') consentInput.current?.focus();
    if (reason !== null) return;
    decline.reset();
    sign.mutate(
      {
        body: {
          wid,
          consentVersion: ESIGN_CONSENT_VERSION,
          method,
          ...(method === 'typed' ? { typedName: typedName.trim() } : { imagePng: drawnPng ?? '' }),
          timeZone: browserTimezone(),
        },
      },
      {
        onSuccess: ({ state }) => {
          onFinished(state, 'sign');
        },
      },
    );
  };

  const confirmDecline = () => {
    sign.reset();
    decline.mutate(
      { body: { wid } },
      {
        onSuccess: ({ state }) => {
          onFinished(state, 'decline');
        },
      },
    );
  };

  return (
    <div className="flex flex-col gap-6">
      <section aria-labelledby={consentHeadingId} className="flex flex-col gap-3">
        <h2 id={consentHeadingId} className={SECTION_HEADING}>
          {t('esign.consent.heading')}
        </h2>
        <ConsentCheckbox
          companyName={companyName}
          isSelected={hasConsented}
          onChange={changeConsent}
          inputRef={consentInput}
        />
      </section>

      <section aria-labelledby={signatureHeadingId} className="flex flex-col gap-3">
        <h2 id={signatureHeadingId} className={SECTION_HEADING}>
          {t('esign.signature.heading')}
        </h2>
        <SignatureTabs
          method={method}
          onMethodChange={(next) => {
            setMethod(next);
            if (block === 'typeName' || block === 'drawSignature') setBlock(null);
          }}
          typedName={typedName}
          onTypedNameChange={setTypedName}
          onDrawnChange={setDrawnPng}
        />
      </section>

      <div className="flex flex-col gap-3 border-t border-ink/15 pt-4">
        {block === null && !hasConsented ? (
          <p id={hintId} className="text-sm text-ink/80">
            {t('esign.blocked.consentFirst')}
          </p>
        ) : null}
        {block !== null ? (
          <div id={hintId}>
            <InlineError error={block} message={t(`esign.blocked.${block}`)} />
          </div>
        ) : null}
        <InlineError error={sign.error ?? decline.error} />
        <div className="flex flex-wrap items-center gap-3">
          <Button
            variant="primary"
            onPress={submit}
            isPending={sign.isPending}
            isDisabled={decline.isPending}
            aria-describedby={block !== null || !hasConsented ? hintId : undefined}
          >
            {sign.isPending ? t('esign.actions.signing') : t('esign.actions.sign')}
          </Button>
          <Button
            id={declineId}
            variant="ghost"
            onPress={() => {
              setIsConfirmingDecline(true);
            }}
            isDisabled={isBusy}
            aria-expanded={isConfirmingDecline}
          >
            {t('esign.actions.decline')}
          </Button>
        </div>
        {/* Signing or declining cannot be left half-way: the page waits, keys and clicks too. */}
        <FullScreenLoader isVisible={isBusy} />
        {isConfirmingDecline ? (
          <DeclineConfirmation
            isPending={decline.isPending}
            isDisabled={sign.isPending}
            onConfirm={confirmDecline}
            onCancel={() => {
              setIsConfirmingDecline(false);
              // The question and its buttons go away; focus goes back to where they came from.
              document.getElementById(declineId)?.focus();
            }}
          />
        ) : null}
      </div>
    </div>
  );
}
