import { useEffect } from 'react';
import { useTranslation } from '../../shared/i18n/use-translation';
import { useBootData } from '../../shared/boot/boot-data-context';
import { goTo } from '../../shared/session/reload';
import { useInternalLink } from '../../shared/url/use-internal-link';
import { useLogOut } from './api/use-log-out';

// /logout opens the server logout, then returns to careers whatever the answer (decision 001 §5).
export function LogoutPage() {
  const { t } = useTranslation();
  const { domain } = useBootData();
  const internalLink = useInternalLink();
  const { mutate: logOut } = useLogOut({
    onSettled: () => {
      goTo(internalLink('/careers'));
    },
  });
  useEffect(() => {
    logOut({ body: { domain } });
  }, [domain, logOut]);
  return (
    <p role="status" className="py-12 text-center">
      {t('auth.loggingOut')}
    </p>
  );
}
