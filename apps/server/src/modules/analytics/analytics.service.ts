import { VSLOG_MAX_METRICS } from '@careers/contracts';
import { AppError } from '../../shared/app-error';
import { findInputProblem } from '../../shared/input-guard';
import { enforceRateLimit, type RateLimitRule, type RequestScope } from '../auth/auth.public';
import { insertAnalyticsEvents, type NewAnalyticsEvent } from './analytics.repository';

// Anyone may post analytics, so each visitor and each address gets a budget per minute.
// A page view is one post; a chatty visitor sends a few dozen a minute at most.
export const VSLOG_RATE_LIMITS = {
  perVisitor: { name: 'vslog-visitor', limit: 60, windowMs: 60_000 },
  perIp: { name: 'vslog-ip', limit: 300, windowMs: 60_000 },
} satisfies Record<string, RateLimitRule>;

export type VslogInput = {
  namespace: string | null;
  event: string | null;
  pid: string | null;
  dataJson: string | undefined;
  metricsToPush: Record<string, unknown>[] | undefined;
  // Who posted, for the rate limits: a visitor without a candidate by the anonymous cookie.
  anonymousId: string | undefined;
  ip: string;
};

// `data_json` is JSON inside a string: its content is checked like any input once parsed
// (PostgreSQL's jsonb refuses \u0000), and text that is not JSON is kept as it came.
function parseDataJson(dataJson: string | undefined): unknown {
  if (dataJson === undefined) return null;
  let data: unknown;
  try {
    data = JSON.parse(dataJson) as unknown;
  } catch {
    return { raw: dataJson };
  }
  const problem = findInputProblem(data);
  if (problem) {
    throw new AppError('validation_failed', 'Some fields are not valid.', {
      fieldErrors: { data_json: 'Contains characters that are not allowed.' },
    });
  }
  return data;
}

// Page views and crash reports, logged-out visitors too (docs/product/shell-and-gates.md).
export async function recordVslog(scope: RequestScope, input: VslogInput): Promise<number> {
  const { db, group, now } = scope;
  const candidateId = scope.candidate?.id ?? null;
  const visitorKey = candidateId ?? input.anonymousId;
  if (visitorKey) {
    await enforceRateLimit(db, VSLOG_RATE_LIMITS.perVisitor, visitorKey, now);
  }
  await enforceRateLimit(db, VSLOG_RATE_LIMITS.perIp, input.ip, now);
  const base = {
    groupId: group.id,
    candidateId,
    namespace: input.namespace,
    event: input.event,
    pid: input.pid,
  };
  const events: NewAnalyticsEvent[] = input.metricsToPush
    ? input.metricsToPush.slice(0, VSLOG_MAX_METRICS).map((metric) => ({ ...base, data: metric }))
    : [{ ...base, data: parseDataJson(input.dataJson) }];
  return insertAnalyticsEvents(db, events);
}
