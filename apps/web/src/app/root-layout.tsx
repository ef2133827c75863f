import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from '../shared/i18n/use-translation';
import { Outlet, useHref, useNavigate } from 'react-router';
import { I18nProvider, RouterProvider } from 'react-aria-components';
import { usePageView } from '../features/analytics/use-page-view';
import { usePerformanceMetrics } from '../features/analytics/use-performance-metrics';
import { useCrashReporting } from '../features/analytics/use-crash-reporting';
import { CustomBanner } from '../features/shell/custom-banner';
import { HeroImage } from '../features/shell/hero-image';
import { LanguagePicker } from '../features/shell/language-picker';
import { Navbar } from '../features/shell/navbar';
import { needsProfileBootstrapping, needsTermsCheck } from '../features/shell/logged-in-gates';
import { SiteBanners } from '../features/shell/site-banners';
import { SiteFooter } from '../features/shell/site-footer';
import { usePageTitle } from '../features/shell/use-page-title';
import { wasStartedLate } from '../shared/boot/app-start';
import { useBootData } from '../shared/boot/boot-data-context';
import { changeLocale } from '../shared/i18n/i18n';
import { PositionTitleContext } from '../shared/position-title';
import { LoginModalHost } from './login-modal-host';
import { ProtectedRoute } from './protected-route';
import { requiresLogin } from './route-protection';
import { useCurrentPage } from './use-current-page';

// Decision 008: these call the server through call objects (zod) and only ever apply to
// logged-in candidates, so they load on demand when the boot data says they apply.
const TermsGate = lazy(() =>
  import('../features/shell/terms-gate').then((module) => ({ default: module.TermsGate })),
);
const ProfileBootstrapping = lazy(() =>
  import('../features/shell/profile-bootstrapping').then((module) => ({
    default: module.ProfileBootstrapping,
  })),
);
const JobCartPanel = lazy(() =>
  import('../features/search/job-cart-panel').then((module) => ({
    default: module.JobCartPanel,
  })),
);
const NotificationBell = lazy(() =>
  import('../features/notifications/notification-bell').then((module) => ({
    default: module.NotificationBell,
  })),
);
const ThemeBuilder = lazy(() =>
  import('../features/config/theme-builder').then((module) => ({ default: module.ThemeBuilder })),
);

export function RootLayout() {
  const { t, i18n } = useTranslation();
  const boot = useBootData();
  const navigate = useNavigate();
  const { route, pageId, params, location } = useCurrentPage();
  const needsLogin = requiresLogin(route, boot);

  const [positionName, setPositionName] = useState<string | null>(null);
  usePageTitle({ pageId, params, search: location.search, positionName });
  usePerformanceMetrics(boot.domain, pageId);
  useCrashReporting(boot.domain, boot.configs.pcsxConfig.errorReporting.dsn);
  usePageView({
    domain: boot.domain,
    pageId,
    locationKey: location.key,
    path: location.pathname,
    pid: new URLSearchParams(location.search).get('pid') ?? params.pid ?? null,
  });
  // Every page load scrolls to the top; but not the page an app that started late (decision 021)
  // takes over, where the visitor may have scrolled already.
  const [landingKey] = useState(() => (wasStartedLate() ? location.key : null));
  useEffect(() => {
    if (location.key !== landingKey) window.scrollTo(0, 0);
    // Once per page: the path, not each search or replace on it.
  }, [location.pathname]); // eslint-disable-line react-hooks/exhaustive-deps

  function chooseLanguage(locale: string) {
    const search = new URLSearchParams(location.search);
    search.set('hl', locale);
    void navigate(
      { pathname: location.pathname, search: `?${search.toString()}` },
      { replace: true },
    );
    void changeLocale(locale);
  }

  // React Aria's widgets take their language and direction from here, not the browser's: in
  // Arabic the arrow keys move through tabs, lists and grids from the right.
  return (
    <I18nProvider locale={i18n.language}>
      <RouterProvider navigate={(to) => void navigate(to)} useHref={useHref}>
        <a
          href="#main"
          className="sr-only focus:not-sr-only focus:absolute focus:start-2 focus:top-2 focus:z-[1200] focus:rounded-brand focus:bg-surface focus:px-3 focus:py-2"
        >
          {t('a11y.skipToContent')}
        </a>
        <div className="flex min-h-screen flex-col bg-surface text-ink">
          <SiteBanners />
          <Navbar
            search={location.search}
            isLoginPage={pageId === 'login'}
            languagePicker={
              <LanguagePicker
                languages={boot.configs.supportedLanguages}
                value={i18n.language}
                onChange={chooseLanguage}
              />
            }
          >
            {boot.isLoggedIn &&
            boot.configs.notificationsConfig.enableCandidateInappNotifications ? (
              <Suspense fallback={null}>
                <NotificationBell />
              </Suspense>
            ) : null}
            {boot.isLoggedIn && boot.configs.pcsxConfig.jobCartConfig.enabled ? (
              <Suspense fallback={null}>
                <JobCartPanel />
              </Suspense>
            ) : null}
          </Navbar>
          <main id="main" className="mx-auto w-full max-w-[1440px] flex-1 px-4 py-6">
            <CustomBanner pageId={pageId} />
            <HeroImage pageId={pageId} />
            {needsProfileBootstrapping(boot) ? (
              <Suspense fallback={null}>
                <ProfileBootstrapping />
              </Suspense>
            ) : (
              <ProtectedRoute needsLogin={needsLogin}>
                <PositionTitleContext value={setPositionName}>
                  <Outlet />
                </PositionTitleContext>
              </ProtectedRoute>
            )}
          </main>
          {route?.hidesFooter ? null : <SiteFooter />}
        </div>
        {needsTermsCheck(boot) ? (
          <Suspense fallback={null}>
            <TermsGate />
          </Suspense>
        ) : null}
        <LoginModalHost
          pageId={pageId}
          isProtectedPage={needsLogin}
          pathname={location.pathname}
          search={location.search}
        />
        {boot.themeBuilderUser ? (
          <Suspense fallback={null}>
            <ThemeBuilder />
          </Suspense>
        ) : null}
      </RouterProvider>
    </I18nProvider>
  );
}
