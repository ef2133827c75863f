import { useTranslation } from '../../shared/i18n/use-translation';
import { reloadPage } from '../../shared/session/reload';
import { Button } from '../../shared/ui/button';
import { InlineError } from '../../shared/ui/inline-error';
import { ModalDialog } from '../../shared/ui/modal-dialog';
import { SanitizedHtml } from '../../shared/ui/sanitized-html';
import { useAcceptTerms } from './api/use-accept-terms';
import { useCompleteOnboarding } from './api/use-complete-onboarding';

export type TermsModalProps = {
  title: string;
  contentHtml: string;
  acceptButtonText: string | null;
  domain: string;
  isOnboarded: boolean;
  onAccepted: () => void;
};

// The terms modal cannot be closed; Accept (or the configured text), then onboarding + reload when
// the candidate is not onboarded yet.
export function TermsModal({
  title,
  contentHtml,
  acceptButtonText,
  domain,
  isOnboarded,
  onAccepted,
}: TermsModalProps) {
  const { t } = useTranslation();
  const acceptTerms = useAcceptTerms();
  // The next page load carries the new boot data (ARCHITECTURE "Request flow" 7).
  const completeOnboarding = useCompleteOnboarding({ onSuccess: reloadPage });

  function accept() {
    completeOnboarding.reset();
    acceptTerms.mutate(
      { body: { domain } },
      {
        onSuccess: () => {
          if (isOnboarded) onAccepted();
          else completeOnboarding.mutate({ body: { domain } });
        },
      },
    );
  }

  return (
    <ModalDialog title={title} isOpen>
      <SanitizedHtml
        html={contentHtml}
        className="prose mb-6 max-h-[50vh] overflow-auto text-sm [&_a]:text-primary [&_a]:underline [&_p]:mb-2"
      />
      <InlineError error={acceptTerms.error ?? completeOnboarding.error} className="mb-4" />
      <Button
        onPress={accept}
        isPending={acceptTerms.isPending || completeOnboarding.isPending}
        className="w-full"
      >
        {acceptButtonText ?? t('terms.accept')}
      </Button>
    </ModalDialog>
  );
}
