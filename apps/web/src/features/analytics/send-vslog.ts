import { request } from '../../shared/api/request';

export type VslogEvent = { namespace: string; event: string; data: Record<string, unknown> };

// spec 1 §7 "Analytics": POST /vslog, domain and pid in the query, namespace/event/data_json in
// the body. Fire and forget: analytics never bothers the candidate, failures are dropped.
// Decision 008: page views run on the first view, so the call object (and zod with it) is
// loaded here, on demand, rather than imported by the entry.
export async function sendVslog(
  event: VslogEvent,
  query: { domain: string; pid?: string | null },
): Promise<void> {
  try {
    const { vslogCall } = await import('@careers/contracts/analytics');
    await request(vslogCall, {
      query: { domain: query.domain, pid: query.pid ?? undefined },
      body: {
        namespace: event.namespace,
        event: event.event,
        dataJson: JSON.stringify(event.data),
      },
    });
  } catch {
    // Dropped on purpose, see above.
  }
}
