import type { VslogMetric, vslogCall } from '@careers/contracts/analytics';
import type { CallInput } from '@careers/contracts/call';
import { keysToSnake } from '@careers/contracts/case';
import { HEADER_CSRF_TOKEN, HEADER_GROUP_ID } from '@careers/contracts/wire';
import { readCsrfToken } from '../../shared/api/csrf-token';
import { pageTokenFor } from '../../shared/api/request-context';
import { buildQueryString, type QueryParams } from '../../shared/url/query-string';

// An event carries either one record (`data_json`) or measurements (`metrics_to_push`).
export type VslogEvent = { namespace: string; event: string } & (
  { data: Record<string, unknown> } | { metrics: VslogMetric[] }
);

// The call's path; a test checks it against `vslogCall`, whose module (zod's schemas) stays out
// of the page.
export const VSLOG_PATH = '/vslog';

// Analytics (docs/product/shell-and-gates.md): POST /vslog, domain and pid in the query,
// namespace/event/data_json in the body. Fire and forget: analytics never bothers the candidate,
// failures are dropped, and the answer is never read. So it is sent with fetch alone rather than
// the request layer, whose alerts and translations the first view does without (decisions 008 and
// 021: a page view goes out before the app runs).
export async function sendVslog(
  event: VslogEvent,
  query: { domain: string; pid?: string | null },
): Promise<void> {
  const url = new URL(VSLOG_PATH, window.location.origin);
  const input: CallInput<typeof vslogCall> = {
    query: {
      domain: query.domain,
      pid: query.pid ?? undefined,
      pdfServerToken: pageTokenFor(url) ?? undefined,
    },
    body: {
      namespace: event.namespace,
      event: event.event,
      ...('metrics' in event
        ? { metricsToPush: event.metrics }
        : { dataJson: JSON.stringify(event.data) }),
    },
  };
  url.search = buildQueryString(keysToSnake(input.query) as QueryParams);
  const headers = new Headers({
    'Content-Type': 'application/json',
    [HEADER_GROUP_ID]: query.domain,
  });
  const csrf = readCsrfToken();
  if (csrf) headers.set(HEADER_CSRF_TOKEN, csrf);
  try {
    await fetch(url, {
      method: 'POST',
      headers,
      body: JSON.stringify(keysToSnake(input.body)),
      credentials: 'same-origin',
      keepalive: true,
    });
  } catch {
    // Dropped on purpose, see above.
  }
}
