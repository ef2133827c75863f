// Calendar days as YYYY-MM-DD (a month picker's YYYY-MM and a year picker's YYYY count as
// their first day): no time zones and no clock — "today" is always passed in.

const DAY_MS = 86_400_000;
const ISO_DAY = /^(\d{4})(?:-(\d{2}))?(?:-(\d{2}))?$/;

/** Days since 1970-01-01 for a valid YYYY-MM-DD, YYYY-MM or YYYY; undefined otherwise. */
export function dayNumber(value: unknown): number | undefined {
  if (typeof value !== 'string' || value.length > 10) return undefined;
  const match = ISO_DAY.exec(value);
  if (!match) return undefined;
  const year = Number(match[1]);
  const month = Number(match[2] ?? 1);
  const day = Number(match[3] ?? 1);
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return undefined;
  return utcDay(year, month, day);
}

// Not Date.UTC, which reads the years 0–99 as 1900–1999.
function utcDay(year: number, month: number, day: number): number {
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  return Math.round(date.getTime() / DAY_MS);
}

function daysInMonth(year: number, month: number): number {
  const date = new Date(0);
  date.setUTCFullYear(year, month, 0);
  return date.getUTCDate();
}

function isoOfDay(day: number): string {
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}

export function addDays(iso: string, days: number): string | undefined {
  const day = dayNumber(iso);
  if (day === undefined || !Number.isFinite(days)) return undefined;
  const result = day + days;
  // Date's range: ±100,000,000 days from 1970.
  return Math.abs(result) <= 100_000_000 ? isoOfDay(result) : undefined;
}

/** The same day of the month `months` later, clamped to the month's last day (Jan 31 + 1 → Feb 28). */
export function addMonths(iso: string, months: number): string | undefined {
  const day = dayNumber(iso);
  if (day === undefined || !Number.isFinite(months) || Math.abs(months) > 1_000_000)
    return undefined;
  const date = new Date(day * DAY_MS);
  const total = date.getUTCFullYear() * 12 + date.getUTCMonth() + months;
  const year = Math.floor(total / 12);
  const month = total - year * 12 + 1;
  const clamped = Math.min(date.getUTCDate(), daysInMonth(year, month));
  const result = utcDay(year, month, clamped);
  return Number.isFinite(result) ? isoOfDay(result) : undefined;
}

/** YYYY-MM-DD of the process's local day. */
export function localToday(now = new Date()): string {
  const month = String(now.getMonth() + 1).padStart(2, '0');
  const day = String(now.getDate()).padStart(2, '0');
  return `${now.getFullYear()}-${month}-${day}`;
}

/**
 * The date picker's enableFrom / enableUntil. 0 is today, a number is that many days from today, a
 * string is that date; anything else (or an invalid date) is no bound.
 */
export function resolveEnableBound(bound: unknown, today: string): string | undefined {
  if (typeof bound === 'number') return addDays(today, Math.trunc(bound));
  if (typeof bound === 'string' && dayNumber(bound) !== undefined) return bound;
  return undefined;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

const STYLES: Record<number, Intl.DateTimeFormatOptions> = {
  10: { dateStyle: 'medium', timeZone: 'UTC' },
  7: { year: 'numeric', month: 'short', timeZone: 'UTC' },
  4: { year: 'numeric', timeZone: 'UTC' },
};

function formatterFor(locale: string, length: number): Intl.DateTimeFormat {
  const key = `${locale}|${String(length)}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    const style = STYLES[length] ?? { dateStyle: 'medium', timeZone: 'UTC' };
    try {
      formatter = new Intl.DateTimeFormat(locale, style);
    } catch {
      formatter = new Intl.DateTimeFormat('en', style);
    }
    if (formatters.size < 100) formatters.set(key, formatter);
  }
  return formatter;
}

/** A date for a message, in the language: "Jun 1, 2026", "Jun 2026" for a month, "2026" for a year. */
export function formatDay(iso: string, locale: string): string {
  const day = dayNumber(iso);
  if (day === undefined) return iso;
  return formatterFor(locale, iso.length).format(new Date(day * DAY_MS));
}
