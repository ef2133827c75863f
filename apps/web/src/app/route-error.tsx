import { useEffect } from 'react';
import { useRouteError } from 'react-router';
import { ErrorScreen } from '../features/shell/error-screen';
import { useBootData } from '../shared/boot/boot-data-context';
import { useInternalLink } from '../shared/url/use-internal-link';

// The error boundary of every page: crash report to /vslog (and the employer's sink), then the
// 500 screen with the employer's contact link (docs/product/shell-and-gates.md).
// Kept free of heavy imports so it renders even when the shell's chunk could not load.
export function RouteError() {
  const error = useRouteError();
  const boot = useBootData();
  const internalLink = useInternalLink();
  const { errorReporting } = boot.configs.pcsxConfig;
  useEffect(() => {
    void import('../features/analytics/report-crash').then(({ reportCrash }) => {
      reportCrash(error, { domain: boot.domain, dsn: errorReporting.dsn });
    });
  }, [error, boot.domain, errorReporting.dsn]);
  return (
    <ErrorScreen
      error={error}
      showDetails={boot.user?.isAdmin ?? false}
      backHref={internalLink('/careers')}
      contactHref={errorReporting.contactUrl ?? `mailto:careers@${boot.domain}`}
    />
  );
}

export function RootError() {
  return (
    <main className="mx-auto max-w-[1440px] px-4">
      <RouteError />
    </main>
  );
}
