import { useEffect, useRef } from 'react';
import { useTranslation } from '../../shared/i18n/use-translation';
import { Button } from '../../shared/ui/button';

// Where the signing stands when there is nothing (more) to sign.
export type EsignOutcome =
  'signed' | 'declined' | 'alreadySigned' | 'closed' | 'invalid' | 'loadFailed';

export type EsignOutcomeProps = {
  outcome: EsignOutcome;
  isHosted: boolean;
  // After the signer's own action focus moves here; the form it replaces is gone.
  shouldFocus: boolean;
  isRetrying: boolean;
  onRetry: () => void;
};

const TONE: Record<EsignOutcome, { icon: string; className: string }> = {
  signed: { icon: '✓', className: 'bg-green-100 text-green-800' },
  declined: { icon: '✕', className: 'bg-ink/10 text-ink' },
  alreadySigned: { icon: '✓', className: 'bg-green-100 text-green-800' },
  closed: { icon: '!', className: 'bg-amber-100 text-amber-900' },
  invalid: { icon: '!', className: 'bg-amber-100 text-amber-900' },
  loadFailed: { icon: '!', className: 'bg-red-100 text-red-800' },
};

/** The end of a signing, or why there is none; inside the widget's live region. */
export function EsignOutcomeMessage({
  outcome,
  isHosted,
  shouldFocus,
  isRetrying,
  onRetry,
}: EsignOutcomeProps) {
  const { t } = useTranslation();
  const message = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (shouldFocus) message.current?.focus();
  }, [shouldFocus]);
  const key = outcome === 'signed' && isHosted ? 'signedHosted' : outcome;
  const tone = TONE[outcome];
  return (
    <div className="flex items-start gap-3 rounded-brand border border-ink/15 bg-surface p-4">
      <span
        aria-hidden="true"
        className={`flex size-8 shrink-0 items-center justify-center rounded-full font-semibold ${tone.className}`}
      >
        {tone.icon}
      </span>
      <div className="flex flex-col items-start gap-3 pt-1">
        <p ref={message} tabIndex={-1} className="text-lg font-medium outline-none">
          {t(`esign.outcome.${key}`)}
        </p>
        {outcome === 'loadFailed' ? (
          <Button variant="secondary" onPress={onRetry} isPending={isRetrying}>
            {t('esign.outcome.retry')}
          </Button>
        ) : null}
      </div>
    </div>
  );
}
