import type { FetchFailure } from '../../shared/api/query-client';
import { sendVslog } from './send-vslog';

// A failed call goes to the metrics endpoint as well as the console (query-client.ts), so the
// failures nobody sees on screen (silent reads, notification calls) are still counted.
export function reportFetchFailure(failure: FetchFailure, domain: string): void {
  void sendVslog(
    {
      namespace: 'fetch',
      event: 'fetch_failed',
      data: { ...failure, path: window.location.pathname },
    },
    { domain },
  );
}
