import { useEffect } from 'react';
import { reportUncaughtCrashes } from './report-crash';

// Crashes outside the error boundary (unhandled rejections, errors in handlers) are reported
// like the ones inside it, for as long as the shell is up.
export function useCrashReporting(domain: string, dsn: string | undefined): void {
  useEffect(() => reportUncaughtCrashes({ domain, dsn }), [domain, dsn]);
}
