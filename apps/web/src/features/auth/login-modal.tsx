import { useTranslation } from '../../shared/i18n/use-translation';
import type { PageId } from '@careers/contracts/pages';
import { useLoginPrompt, runPendingAction } from '../../shared/session/login-prompt';
import { goTo, reloadPage } from '../../shared/session/reload';
import { ModalDialog } from '../../shared/ui/modal-dialog';
import { LoginForm } from './login-form';

export type LoginModalProps = {
  pageId: PageId | null;
  // What closing means while still logged out (a protected route goes to /careers).
  onDismiss: () => void;
};

export function LoginModal({ pageId, onDismiss }: LoginModalProps) {
  const { t } = useTranslation();
  const prompt = useLoginPrompt();

  async function finishLogin() {
    const shouldRefresh = await runPendingAction(prompt.pendingAction, pageId);
    if (!shouldRefresh) {
      prompt.close();
      return;
    }
    // Reload without show_login_modal, which only asks for the modal on arrival, and without
    // sort_by: a login resets the sort option.
    const url = new URL(window.location.href);
    const dropped = ['show_login_modal', 'sort_by'].filter((name) => url.searchParams.has(name));
    if (dropped.length > 0) {
      for (const name of dropped) url.searchParams.delete(name);
      goTo(`${url.pathname}${url.search}${url.hash}`);
    } else {
      reloadPage();
    }
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
