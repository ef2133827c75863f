import type { Database } from '../../db/database';
import { AppError, MESSAGES } from '../../shared/app-error';
import { countHit } from './rate-limit.repository';

export type RateLimitRule = { name: string; limit: number; windowMs: number };

// Per IP and per e-mail; over the limit is a 429 with Retry-After.
export const RATE_LIMITS = {
  codePerEmail: { name: 'code-email', limit: 5, windowMs: 15 * 60_000 },
  codePerIp: { name: 'code-ip', limit: 30, windowMs: 15 * 60_000 },
  verifyPerIp: { name: 'verify-ip', limit: 60, windowMs: 15 * 60_000 },
  // Job alert sign-ups mail a stranger's address, so they are held tighter than codes.
  alertPerEmail: { name: 'alert-email', limit: 5, windowMs: 60 * 60_000 },
  alertPerIp: { name: 'alert-ip', limit: 20, windowMs: 15 * 60_000 },
} satisfies Record<string, RateLimitRule>;

export async function enforceRateLimit(
  db: Database,
  rule: RateLimitRule,
  subject: string,
  now: Date,
): Promise<void> {
  const windowStart = Math.floor(now.getTime() / rule.windowMs) * rule.windowMs;
  const count = await countHit(db, `${rule.name}:${subject}`, new Date(windowStart));
  if (count <= rule.limit) return;
  const retryAfterSeconds = Math.max(
    1,
    Math.ceil((windowStart + rule.windowMs - now.getTime()) / 1000),
  );
  throw new AppError('rate_limited', MESSAGES.tryAgainLater, { retryAfterSeconds });
}
