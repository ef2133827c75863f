import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useBootData } from '../../shared/boot/boot-data-context';
import { goTo } from '../../shared/session/reload';
import { buildInternalLink } from '../../shared/url/url-params';
import { logOut } from './auth.api';

// spec 1 §2: /logout opens the server logout, then returns to careers (decision 001 §5).
export function LogoutPage() {
  const { t } = useTranslation();
  const { domain } = useBootData();
  useEffect(() => {
    const done = () => {
      goTo(buildInternalLink('/careers'));
    };
    logOut({ domain }).then(done, done);
  }, [domain]);
  return (
    <p role="status" className="py-12 text-center">
      {t('auth.loggingOut')}
    </p>
  );
}
