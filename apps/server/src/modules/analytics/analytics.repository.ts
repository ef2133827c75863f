import type { Database } from '../../db/database';
import { analyticsEvents } from '../../db/schema';

export type NewAnalyticsEvent = {
  groupId: string;
  candidateId: string | null;
  namespace: string | null;
  event: string | null;
  pid: string | null;
  data: unknown;
};

export async function insertAnalyticsEvents(
  db: Database,
  events: NewAnalyticsEvent[],
): Promise<number> {
  if (events.length === 0) return 0;
  await db.insert(analyticsEvents).values(events);
  return events.length;
}
