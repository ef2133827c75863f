import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { messageOfError } from '../../shared/api/request-error';
import { reloadPage } from '../../shared/session/reload';
import { Button } from '../../shared/ui/button';
import { ModalDialog } from '../../shared/ui/modal-dialog';
import { SanitizedHtml } from '../../shared/ui/sanitized-html';
import { acceptTermsOfService, completeOnboarding } from './onboarding.api';

export type TermsModalProps = {
  title: string;
  contentHtml: string;
  acceptButtonText: string | null;
  domain: string;
  isOnboarded: boolean;
  onAccepted: () => void;
};

// spec 1 §2/§4: cannot be closed; Accept (or the configured text), then onboarding + reload
// when the candidate is not onboarded yet.
export function TermsModal({
  title,
  contentHtml,
  acceptButtonText,
  domain,
  isOnboarded,
  onAccepted,
}: TermsModalProps) {
  const { t } = useTranslation();
  const [isBusy, setIsBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function accept() {
    setIsBusy(true);
    setError(null);
    try {
      await acceptTermsOfService(domain);
      if (!isOnboarded) {
        await completeOnboarding(domain);
        reloadPage();
        return;
      }
      onAccepted();
    } catch (caught) {
      setError(messageOfError(caught, t('errors.requestProblem')));
    } finally {
      setIsBusy(false);
    }
  }

  return (
    <ModalDialog title={title} isOpen>
      <SanitizedHtml
        html={contentHtml}
        className="prose mb-6 max-h-[50vh] overflow-auto text-sm [&_a]:text-primary [&_a]:underline [&_p]:mb-2"
      />
      {error ? (
        <p role="alert" className="mb-4 rounded-brand bg-red-50 px-3 py-2 text-sm text-red-800">
          {error}
        </p>
      ) : null}
      <Button onPress={() => void accept()} isPending={isBusy} className="w-full">
        {acceptButtonText ?? t('terms.accept')}
      </Button>
    </ModalDialog>
  );
}
