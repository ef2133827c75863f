// Calendar days as YYYY-MM-DD (a month picker's YYYY-MM and a year picker's YYYY count as their
// first day): no time zones, no clock — "today" is always passed in.

const DAY_MS = 86_400_000;

/** Days since 1970-01-01 for a valid YYYY-MM-DD, YYYY-MM or YYYY; undefined otherwise. */
export function dayNumber(value: unknown): number | undefined {
  if (typeof value !== 'string' || value.length > 10) return undefined;
  const match = /^(\d{4})(?:-(\d{2}))?(?:-(\d{2}))?$/.exec(value);
  if (!match) return undefined;
  const year = Number(match[1]);
  const month = Number(match[2] ?? 1);
  const day = Number(match[3] ?? 1);
  const time = Date.UTC(year, month - 1, day);
  const date = new Date(time);
  if (
    date.getUTCFullYear() !== year ||
    date.getUTCMonth() !== month - 1 ||
    date.getUTCDate() !== day
  ) {
    return undefined;
  }
  return Math.round(time / DAY_MS);
}

export function isoOfDay(day: number): string {
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}

export function addDays(iso: string, days: number): string | undefined {
  const day = dayNumber(iso);
  return day === undefined ? undefined : isoOfDay(day + days);
}

export function addMonths(iso: string, months: number): string | undefined {
  const day = dayNumber(iso);
  if (day === undefined) return undefined;
  const date = new Date(day * DAY_MS);
  const target = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + months, 1));
  const lastDay = new Date(
    Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0),
  ).getUTCDate();
  target.setUTCDate(Math.min(date.getUTCDate(), lastDay));
  return target.toISOString().slice(0, 10);
}

/** YYYY-MM-DD of the process's local day. */
export function localToday(now = new Date()): string {
  const month = String(now.getMonth() + 1).padStart(2, '0');
  const day = String(now.getDate()).padStart(2, '0');
  return `${now.getFullYear()}-${month}-${day}`;
}

/** Spec 3 §5: for enableFrom/enableUntil, 0 is today, a number days from today, else a date. */
export function resolveEnableBound(bound: unknown, today: string): string | undefined {
  if (typeof bound === 'number' && Number.isFinite(bound)) return addDays(today, Math.trunc(bound));
  if (typeof bound === 'string' && dayNumber(bound) !== undefined) return bound;
  return undefined;
}

/** A date in a language, for messages. */
export function formatDay(iso: string, locale: string): string {
  const day = dayNumber(iso);
  if (day === undefined) return iso;
  try {
    return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(
      new Date(day * DAY_MS),
    );
  } catch {
    return iso;
  }
}
