import { lazy, Suspense } from 'react';
import { useNavigate } from 'react-router';
import type { PageId } from '@careers/contracts/pages';
import { useBootData } from '../shared/boot/boot-data-context';
import { useLoginPrompt } from '../shared/session/login-prompt';
import { buildInternalLink } from '../shared/url/url-params';

const LoginModal = lazy(() =>
  import('../features/auth/login-modal').then((module) => ({ default: module.LoginModal })),
);

export type LoginModalHostProps = {
  pageId: PageId | null;
  isProtectedPage: boolean;
  pathname: string;
  search: string;
};

// Closing the modal while still logged out: a protected page goes to /careers;
// elsewhere the page stays, without show_login_modal (an app parameter, dropped by the link).
export function LoginModalHost({ pageId, isProtectedPage, pathname, search }: LoginModalHostProps) {
  const { isOpen } = useLoginPrompt();
  const { isLoggedIn } = useBootData();
  const navigate = useNavigate();
  if (!isOpen) return null;
  function dismiss() {
    if (isLoggedIn) return;
    const current = new URLSearchParams(search);
    if (isProtectedPage) void navigate(buildInternalLink('/careers', {}, search));
    else if (current.has('show_login_modal')) {
      current.delete('show_login_modal');
      const rest = current.toString();
      void navigate(`${pathname}${rest ? `?${rest}` : ''}`, { replace: true });
    }
  }
  return (
    <Suspense fallback={null}>
      <LoginModal pageId={pageId} onDismiss={dismiss} />
    </Suspense>
  );
}
