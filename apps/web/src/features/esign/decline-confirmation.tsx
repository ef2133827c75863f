import { useEffect, useId, useRef } from 'react';
import { useTranslation } from '../../shared/i18n/use-translation';
import { Button } from '../../shared/ui/button';

export type DeclineConfirmationProps = {
  isPending: boolean;
  isDisabled: boolean;
  onConfirm: () => void;
  onCancel: () => void;
};

/** Declining cannot be undone, so it is asked once more, in place (no dialog inside a frame). */
export function DeclineConfirmation({
  isPending,
  isDisabled,
  onConfirm,
  onCancel,
}: DeclineConfirmationProps) {
  const { t } = useTranslation();
  const question = useRef<HTMLParagraphElement>(null);
  const questionId = useId();
  useEffect(() => {
    question.current?.focus();
  }, []);
  return (
    <div
      role="group"
      aria-labelledby={questionId}
      className="flex flex-col gap-3 rounded-brand border border-ink/20 bg-ink/5 p-4"
    >
      <p id={questionId} ref={question} tabIndex={-1} className="font-medium outline-none">
        {t('esign.decline.question')}
      </p>
      <div className="flex flex-wrap gap-3">
        <Button
          variant="secondary"
          onPress={onConfirm}
          isPending={isPending}
          isDisabled={isDisabled}
        >
          {isPending ? t('esign.actions.declining') : t('esign.decline.confirm')}
        </Button>
        <Button variant="ghost" onPress={onCancel} isDisabled={isPending}>
          {t('esign.decline.cancel')}
        </Button>
      </div>
    </div>
  );
}
