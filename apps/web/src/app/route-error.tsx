import { useEffect } from 'react';
import { useRouteError } from 'react-router';
import { ErrorScreen } from '../features/shell/error-screen';
import { useBootData } from '../shared/boot/boot-data-context';
import { useInternalLink } from '../shared/url/use-internal-link';

// The error boundary of every page: crash report to /vslog, then the 500 screen
// (docs/product/shell-and-gates.md).
// Kept free of heavy imports so it renders even when the shell's chunk could not load.
export function RouteError() {
  const error = useRouteError();
  const boot = useBootData();
  const internalLink = useInternalLink();
  useEffect(() => {
    void import('../features/analytics/report-crash').then(({ reportCrash }) => {
      reportCrash(error, boot.domain);
    });
  }, [error, boot.domain]);
  return (
    <ErrorScreen
      error={error}
      showDetails={boot.user?.isAdmin ?? false}
      backHref={internalLink('/careers')}
      contactHref={`mailto:careers@${boot.domain}`}
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
