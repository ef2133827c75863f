import type { Random } from './random';

export type PostingDates = { postedAt: Date; validThrough: Date | null; archivedAt: Date | null };

const DAY = 86_400_000;
const MINUTE = 60_000;

// Posted in the last 90 days; when there is an end date, it is 60 to 120 days after posting and
// still ahead of `now`, so the demo set stays open. About 3% are already archived.
export function postingDates(now: Date, random: Random): PostingDates {
  const nowMs = now.getTime();
  const ageMs = Math.floor((random.next() * 90 * DAY) / MINUTE) * MINUTE;
  const postedMs = nowMs - ageMs;
  const minimumDays = Math.max(60, Math.floor(ageMs / DAY) + 1);
  const validThrough = random.chance(0.6)
    ? new Date(postedMs + random.integer(minimumDays, 120) * DAY)
    : null;
  const archivedAt = random.chance(0.03)
    ? new Date(postedMs + Math.floor((random.next() * ageMs) / MINUTE) * MINUTE)
    : null;
  return { postedAt: new Date(postedMs), validThrough, archivedAt };
}
