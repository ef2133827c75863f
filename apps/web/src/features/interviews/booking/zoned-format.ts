// Times of an interview in the time zone the candidate chose on the booking page (not the
// browser's own, which is all shared/i18n/format.ts knows), in the page's language: 12 or 24
// hours as that language writes them (docs/product/interviews.md).

const formatters = new Map<string, Intl.DateTimeFormat>();

function kept(locale: string, timeZone: string, options: Intl.DateTimeFormatOptions) {
  const key = `${locale}\n${timeZone}\n${JSON.stringify(options)}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(locale, { ...options, timeZone });
    formatters.set(key, formatter);
  }
  return formatter;
}

const FULL_DAY: Intl.DateTimeFormatOptions = {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
};
const TIME: Intl.DateTimeFormatOptions = { hour: 'numeric', minute: '2-digit' };

export function zonedFormat(locale: string, timeZone: string) {
  return {
    timeZone,
    // 2026-12-01: the calendar day the instant falls on in the zone, to group times by.
    dayKey(value: string | number): string {
      const parts = kept('en-US', timeZone, {
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
      }).formatToParts(new Date(value));
      const part = (type: Intl.DateTimeFormatPartTypes) =>
        parts.find((found) => found.type === type)?.value ?? '';
      return `${part('year')}-${part('month')}-${part('day')}`;
    },
    // "Tuesday, 1 December 2026"
    day(value: string | number): string {
      return kept(locale, timeZone, FULL_DAY).format(new Date(value));
    },
    // "15:30" or "3:30 PM"
    time(value: string | number): string {
      return kept(locale, timeZone, TIME).format(new Date(value));
    },
    // "Tuesday, 1 December 2026, 15:30"
    dateTime(value: string | number): string {
      return kept(locale, timeZone, { ...FULL_DAY, ...TIME }).format(new Date(value));
    },
    // "21 Nov, 10:05": when something happened, in a history line.
    moment(value: string | number): string {
      return kept(locale, timeZone, { day: 'numeric', month: 'short', ...TIME }).format(
        new Date(value),
      );
    },
  };
}

export type ZonedFormat = ReturnType<typeof zonedFormat>;

// "Europe/Berlin (GMT+01:00)": a zone named with its offset from UTC at `at` (offsets move with
// summer time, so at the interview's own date when there is one).
export function zoneLabel(locale: string, timeZone: string, at: number): string {
  const offset =
    kept(locale, timeZone, { timeZoneName: 'longOffset' })
      .formatToParts(at)
      .find((part) => part.type === 'timeZoneName')?.value ?? '';
  return offset ? `${timeZone} (${offset})` : timeZone;
}

// The zones the browser knows, and the one it runs in. A zone the list lacks (an alias such as
// Asia/Calcutta) is put first so the picker can still show it.
export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}

export function knownTimeZones(current: string): string[] {
  const zones = Intl.supportedValuesOf('timeZone');
  return zones.includes(current) ? zones : [current, ...zones];
}
