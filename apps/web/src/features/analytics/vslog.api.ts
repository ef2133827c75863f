import { request } from '../../shared/api/request';

export type VslogEvent = { namespace: string; event: string; data: Record<string, unknown> };

// spec 1 §7 "Analytics": POST /vslog, domain and pid in the query, namespace/event/data_json in
// the body. Analytics never bothers the candidate: failures are dropped.
export async function sendVslog(
  event: VslogEvent,
  query: { domain: string; pid?: string | null },
): Promise<void> {
  try {
    await request('/vslog', {
      method: 'POST',
      query,
      json: {
        namespace: event.namespace,
        event: event.event,
        dataJson: JSON.stringify(event.data),
      },
    });
  } catch {
    // Dropped on purpose, see above.
  }
}
