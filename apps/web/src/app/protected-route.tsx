import { useEffect, type ReactNode } from 'react';
import { useTranslation } from '../shared/i18n/use-translation';
import { useLoginPrompt } from '../shared/session/login-prompt';

// A protected route opens the login modal for a logged-out visitor
// (docs/product/shell-and-gates.md).
export function ProtectedRoute({
  needsLogin,
  children,
}: {
  needsLogin: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const { open } = useLoginPrompt();
  useEffect(() => {
    if (needsLogin) open();
    // Opens once per arrival on a protected page; closing navigates away.
  }, [needsLogin]); // eslint-disable-line react-hooks/exhaustive-deps
  if (!needsLogin) return children;
  return <p className="py-12 text-center">{t('auth.loginRequired')}</p>;
}
