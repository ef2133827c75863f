import { matchPageRoute } from '@careers/contracts/pages';
import { sendCrashEnvelope } from './crash-envelope';
import { sendVslog } from './send-vslog';

export type CrashReporting = { domain: string; dsn: string | undefined };

// A crash reports to the metrics endpoint, the console, and the employer's error-reporting
// sink when one is configured (docs/configuration.md, `pcsxConfig.errorReporting`).
export function reportCrash(error: unknown, reporting: CrashReporting): void {
  console.error(error);
  const path = window.location.pathname;
  const details =
    error instanceof Error
      ? { name: error.name, message: error.message, stack: error.stack ?? null }
      : { name: 'Unknown', message: String(error), stack: null };
  void sendVslog(
    { namespace: 'crash', event: 'client_error', data: { ...details, path } },
    { domain: reporting.domain },
  );
  if (reporting.dsn !== undefined) {
    void sendCrashEnvelope(error, reporting.dsn, {
      domain: reporting.domain,
      path,
      pageId: matchPageRoute(path)?.route.pageId ?? null,
    });
  }
}

// What no error boundary sees: a promise nobody awaited that failed, an error thrown in an event
// handler or timer. Returns the way to stop listening.
export function reportUncaughtCrashes(reporting: CrashReporting): () => void {
  const onRejection = (event: PromiseRejectionEvent) => {
    reportCrash(event.reason, reporting);
  };
  const onError = (event: ErrorEvent) => {
    // A resource that failed to load is not a crash of the app.
    if (event.error === undefined && event.message === '') return;
    reportCrash(event.error ?? event.message, reporting);
  };
  window.addEventListener('unhandledrejection', onRejection);
  window.addEventListener('error', onError);
  return () => {
    window.removeEventListener('unhandledrejection', onRejection);
    window.removeEventListener('error', onError);
  };
}
