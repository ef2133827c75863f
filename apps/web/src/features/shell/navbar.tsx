import type { ReactNode } from 'react';
import { useTranslation } from '../../shared/i18n/use-translation';
import { Link, linkButtonClasses } from '../../shared/ui/link';
import { useCandidateLoginHref } from './use-candidate-login-href';
import { useBootData } from '../../shared/boot/boot-data-context';
import { useLoginPrompt } from '../../shared/session/login-prompt';
import { FOCUS_RING } from '../../shared/ui/button';
import { buildInternalLink } from '../../shared/url/url-params';
import { linkLabel, shownCustomNavbar } from './custom-navbar';
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
  const { t, i18n } = useTranslation();
  const boot = useBootData();
  const prompt = useLoginPrompt();
  const branding = boot.configs.pcsxConfig.branding;
  const canLogIn = boot.configs.loginSignupConfig.candidateLoginEnabled && !isLoginPage;
  const loginHref = useCandidateLoginHref();
  const custom = shownCustomNavbar(branding.customPageSections.customNavbarConfig, boot.isLoggedIn);
  const links = custom?.links ?? [];
  const employerLinks = (className: string) =>
    links.length > 0 ? (
      <ul className={className}>
        {links.map((link) => (
          <li key={link.url} className="shrink-0">
            {/* The employer's own pages, not the app's: a plain link the router leaves alone. */}
            <a
              href={link.url}
              className={`flex min-h-10 items-center rounded-brand px-2 text-sm font-medium text-ink/80 hover:text-primary hover:underline ${FOCUS_RING}`}
            >
              <span dir="auto">{linkLabel(link, i18n.language)}</span>
            </a>
          </li>
        ))}
      </ul>
    ) : null;
  const logoLinkClasses = `flex h-full min-w-20 items-center rounded-brand ${FOCUS_RING}`;
  const logo = (
    <img
      src={custom?.logoUrl ?? branding.logoUrl}
      alt={custom?.logoAlt ?? branding.logoAlt}
      className="h-9 w-auto max-w-full object-contain object-left rtl:object-right"
    />
  );
  return (
    <header className="border-b border-ink/10 bg-surface">
      <nav
        aria-label={t('a11y.mainNavigation')}
        className="mx-auto flex h-[60px] max-w-[1440px] items-center gap-1 px-3 sm:gap-3 sm:px-4"
      >
        {custom?.homeUrl ? (
          <a href={custom.homeUrl} className={logoLinkClasses}>
            {logo}
          </a>
        ) : (
          <Link href={buildInternalLink('/careers', {}, search)} className={logoLinkClasses}>
            {logo}
          </Link>
        )}
        {employerLinks('hidden items-center gap-1 md:flex')}
        <span className="me-auto" />
        {languagePicker}
        {children}
        {boot.isLoggedIn && boot.user ? (
          <UserMenu user={boot.user} search={search} />
        ) : canLogIn ? (
          // A link to the candidate login page, which works before the app has started and
          // without it; once the app runs, the login modal opens in its place.
          <a
            href={loginHref}
            className={`${linkButtonClasses()} shrink-0 whitespace-nowrap`}
            onClick={(event) => {
              if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
              event.preventDefault();
              prompt.open();
            }}
          >
            {t('nav.logIn')}
          </a>
        ) : null}
      </nav>
      {/* On a phone the employer's links take a row of their own, scrolled sideways. */}
      {links.length > 0 ? (
        <nav aria-label={t('a11y.employerLinks')} className="overflow-x-auto md:hidden">
          {employerLinks('flex items-center gap-1 px-3 pb-1')}
        </nav>
      ) : null}
    </header>
  );
}
