import type { ReactNode } from 'react';
import { useTranslation } from '../../shared/i18n/use-translation';
import { Link } from '../../shared/ui/link';
import { useBootData } from '../../shared/boot/boot-data-context';
import { useLoginPrompt } from '../../shared/session/login-prompt';
import { Button, FOCUS_RING } from '../../shared/ui/button';
import { buildInternalLink } from '../../shared/url/url-params';
import { UserMenu } from './user-menu';

export type NavbarProps = {
  search: string;
  languagePicker: ReactNode;
  // The full-page login has its own form; the navbar does not offer a second one.
  isLoginPage: boolean;
  children?: ReactNode;
};

// The navbar is 60 px high; logo home link, then the candidate's controls.
export function Navbar({ search, languagePicker, isLoginPage, children }: NavbarProps) {
  const { t } = useTranslation();
  const boot = useBootData();
  const prompt = useLoginPrompt();
  const branding = boot.configs.pcsxConfig.branding;
  const canLogIn = boot.configs.loginSignupConfig.candidateLoginEnabled && !isLoginPage;
  return (
    <header className="border-b border-ink/10 bg-surface">
      <nav
        aria-label={t('a11y.mainNavigation')}
        className="mx-auto flex h-[60px] max-w-[1440px] items-center gap-1 px-3 sm:gap-3 sm:px-4"
      >
        <Link
          href={buildInternalLink('/careers', {}, search)}
          className={`me-auto flex h-full min-w-20 items-center rounded-brand ${FOCUS_RING}`}
        >
          <img
            src={branding.logoUrl}
            alt={branding.logoAlt}
            className="h-9 w-auto max-w-full object-contain object-left rtl:object-right"
          />
        </Link>
        {languagePicker}
        {children}
        {boot.isLoggedIn && boot.user ? (
          <UserMenu user={boot.user} search={search} />
        ) : canLogIn ? (
          <Button
            onPress={() => {
              prompt.open();
            }}
          >
            {t('nav.logIn')}
          </Button>
        ) : null}
      </nav>
    </header>
  );
}
