import { useId, useMemo, useState } from 'react';
import { CheckboxButton, CheckboxField, Form } from 'react-aria-components';
import { useTranslation } from '../../shared/i18n/use-translation';
import type { Offer } from '@careers/contracts/offers';
import { useBootData } from '../../shared/boot/boot-data-context';
import { Button } from '../../shared/ui/button';
import { InlineError } from '../../shared/ui/inline-error';
import { TextField } from '../../shared/ui/text-field';
import { offerFailureMessage } from './offer-failure';
import { TOUCH_TARGET } from './offer-styles';
import {
  checkTypedSignature,
  fullNameOf,
  type TypedSignatureProblems,
} from './typed-signature-rules';
import { useAcceptOffer } from './api/use-accept-offer';

export type TypedSignatureFormProps = { offer: Pick<Offer, 'encId'>; onAccepted: () => void };

/** Sign the offer letter by typing one's full name and agreeing to the terms. */
export function TypedSignatureForm({ offer, onAccepted }: TypedSignatureFormProps) {
  const { t } = useTranslation();
  const boot = useBootData();
  const accept = useAcceptOffer(onAccepted);
  const termsErrorId = useId();
  const hintId = useId();
  const [hasAgreed, setHasAgreed] = useState(false);
  const [signature, setSignature] = useState('');
  const [problems, setProblems] = useState<TypedSignatureProblems>({});
  const signatureError = problems.signature
    ? t(`offers.typed.problem.${problems.signature}`)
    : undefined;
  const validationErrors = useMemo(() => {
    const errors: Record<string, string> = {};
    if (signatureError) errors.signature = signatureError;
    return errors;
  }, [signatureError]);

  return (
    <Form
      validationBehavior="aria"
      validationErrors={validationErrors}
      className="flex flex-col gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        const found = checkTypedSignature({ hasAgreed, signature, fullName: fullNameOf(boot) });
        setProblems(found);
        if (found.terms || found.signature) return;
        accept.mutate({
          params: { id: offer.encId },
          body: { domain: boot.domain, typedSignature: signature.trim(), termsAccepted: 'true' },
        });
      }}
    >
      <div className="flex flex-col gap-1">
        <CheckboxField
          name="termsAccepted"
          isSelected={hasAgreed}
          isRequired
          isInvalid={problems.terms !== undefined}
          aria-describedby={problems.terms ? termsErrorId : undefined}
          onChange={(isSelected) => {
            setHasAgreed(isSelected);
            if (isSelected) setProblems(({ signature: kept }) => (kept ? { signature: kept } : {}));
          }}
          className="flex"
        >
          <CheckboxButton className="group flex min-h-11 cursor-pointer items-center gap-3 outline-none">
            <span
              aria-hidden="true"
              className="flex size-5 shrink-0 items-center justify-center rounded border-2 border-ink/60 bg-surface text-white group-data-[selected]:border-primary group-data-[selected]:bg-primary group-data-[focus-visible]:ring-2 group-data-[focus-visible]:ring-accent group-data-[focus-visible]:ring-offset-2 group-data-[invalid]:border-red-700"
            >
              <svg
                viewBox="0 0 18 18"
                className="size-3.5 fill-none stroke-current stroke-[3] opacity-0 group-data-[selected]:opacity-100"
              >
                <polyline points="3 9 7 13 15 4" />
              </svg>
            </span>
            <span>{t('offers.typed.terms')}</span>
          </CheckboxButton>
        </CheckboxField>
        {problems.terms ? (
          <p id={termsErrorId} className="text-sm text-red-700">
            {t('offers.typed.problem.terms')}
          </p>
        ) : null}
      </div>
      <TextField
        label={t('offers.typed.signature')}
        name="signature"
        autoComplete="name"
        isRequired
        value={signature}
        aria-describedby={hintId}
        onChange={(value) => {
          setSignature(value);
          // A message about the old entry would mislead while it is being corrected.
          setProblems(({ terms }) => (terms ? { terms } : {}));
        }}
      />
      <p id={hintId} className="-mt-2 text-sm text-ink/70">
        {t('offers.typed.hint')}
      </p>
      <InlineError
        error={accept.error}
        message={offerFailureMessage(
          accept.error,
          t('offers.letter.acceptFailed'),
          t('offers.document.acceptFailed'),
        )}
      />
      <div className="flex justify-end">
        <Button type="submit" isPending={accept.isPending} className={TOUCH_TARGET}>
          {t('offers.typed.submit')}
        </Button>
      </div>
    </Form>
  );
}
