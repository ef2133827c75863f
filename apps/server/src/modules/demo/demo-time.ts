export const DAY_MS = 86_400_000;

// A whole hour, `days` from now's date (UTC), so the demo reads like a real calendar.
export function dayAt(now: Date, days: number, hourUtc: number): Date {
  const date = new Date(now.getTime() + days * DAY_MS);
  date.setUTCHours(hourUtc, 0, 0, 0);
  return date;
}
