import { useTranslation } from 'react-i18next';
import type { PageId } from '@careers/contracts';
import { useLoginPrompt, runPendingAction } from '../../shared/session/login-prompt';
import { reloadPage } from '../../shared/session/reload';
import { ModalDialog } from '../../shared/ui/modal-dialog';
import { LoginForm } from './login-form';

export type LoginModalProps = {
  pageId: PageId | null;
  // What closing means while still logged out (spec 1 §2: a protected route goes to /careers).
  onDismiss: () => void;
};

export function LoginModal({ pageId, onDismiss }: LoginModalProps) {
  const { t } = useTranslation();
  const prompt = useLoginPrompt();

  async function finishLogin() {
    const shouldRefresh = await runPendingAction(prompt.pendingAction, pageId);
    if (shouldRefresh) reloadPage();
    else prompt.close();
  }

  return (
    <ModalDialog
      title={t('auth.modalTitle')}
      isOpen={prompt.isOpen}
      closeLabel={t('auth.close')}
      onClose={() => {
        prompt.close();
        onDismiss();
      }}
    >
      <LoginForm onLoggedIn={finishLogin} />
    </ModalDialog>
  );
}
