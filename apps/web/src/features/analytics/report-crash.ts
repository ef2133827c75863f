import { sendVslog } from './send-vslog';

// A crash reports to the metrics endpoint (and the console, our error-reporting service until one
// is configured).
export function reportCrash(error: unknown, domain: string): void {
  console.error(error);
  const details =
    error instanceof Error
      ? { name: error.name, message: error.message, stack: error.stack ?? null }
      : { name: 'Unknown', message: String(error), stack: null };
  void sendVslog(
    {
      namespace: 'crash',
      event: 'client_error',
      data: { ...details, path: window.location.pathname },
    },
    { domain },
  );
}
