import { useMemo } from 'react';
import { useTranslation } from './use-translation';
import { useNow } from '../api/prefetched-queries';

const RELATIVE_UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
  ['second', 1],
];

// Intl formatters are costly to build and immutable: one per language and options, kept for
// the life of the page (or of the server, which renders pages with them: decision 014).
type Formatter =
  Intl.NumberFormat | Intl.RelativeTimeFormat | Intl.ListFormat | Intl.DateTimeFormat;
const formatters = new Map<string, Formatter>();
const regionNames = new Map<string, Intl.DisplayNames>();

function kept<T extends Formatter>(key: string, build: () => T): T {
  let formatter = formatters.get(key) as T | undefined;
  if (!formatter) {
    formatter = build();
    formatters.set(key, formatter);
  }
  return formatter;
}

// Dates, numbers, lists and relative times always go through Intl in the page's language. The
// language is passed in, never read from a global: the server renders pages in several
// languages at once (decision 014).
export function formatFor(locale: string, now: number = Date.now()) {
  return {
    locale,
    number(value: number, options?: Intl.NumberFormatOptions): string {
      const key = `number\n${locale}\n${options ? JSON.stringify(options) : ''}`;
      return kept(key, () => new Intl.NumberFormat(locale, options)).format(value);
    },
    relativeTime(value: Date | string | number): string {
      const seconds = Math.round((new Date(value).getTime() - now) / 1000);
      const [unit, size] = RELATIVE_UNITS.find(([, span]) => Math.abs(seconds) >= span) ?? [
        'second',
        1,
      ];
      const formatter = kept(
        `relative\n${locale}`,
        () => new Intl.RelativeTimeFormat(locale, { numeric: 'auto' }),
      );
      return formatter.format(Math.round(seconds / size), unit);
    },
    // "3 minutes ago": always in the past, in whole units, rounded like relativeTime (a
    // notification's age). A time a little ahead of the page's clock (another machine's clock)
    // reads as the smallest past unit, never "in 3 minutes" nor "now".
    timeAgo(value: Date | string | number): string {
      const seconds = Math.max(1, Math.round((now - new Date(value).getTime()) / 1000));
      const [unit, size] = RELATIVE_UNITS.find(([, span]) => seconds >= span) ?? ['second', 1];
      const formatter = kept(
        `ago\n${locale}`,
        () => new Intl.RelativeTimeFormat(locale, { numeric: 'always' }),
      );
      return formatter.format(-Math.round(seconds / size), unit);
    },
    // "April 2019" from YYYY-MM or YYYY-MM-DD (a profile's dates), read as a calendar month in
    // UTC so no time zone moves it; '' for anything else.
    monthYear(value: string): string {
      const match = /^(\d{4})-(\d{2})/.exec(value);
      if (!match) return '';
      const formatter = kept(
        `monthYear\n${locale}`,
        () => new Intl.DateTimeFormat(locale, { month: 'short', year: 'numeric', timeZone: 'UTC' }),
      );
      return formatter.format(Date.UTC(Number(match[1]), Number(match[2]) - 1, 1));
    },
    // "Tuesday, 1 December 2026 at 15:30 CET": an instant in the reader's own time zone, named.
    dateTime(value: Date | string | number): string {
      const formatter = kept(
        `dateTime\n${locale}`,
        () =>
          new Intl.DateTimeFormat(locale, {
            weekday: 'long',
            day: 'numeric',
            month: 'long',
            year: 'numeric',
            hour: 'numeric',
            minute: '2-digit',
            timeZoneName: 'short',
          }),
      );
      return formatter.format(new Date(value));
    },
    // "27 Nov 2026": a day, in the reader's time zone.
    day(value: Date | string | number): string {
      const formatter = kept(
        `day\n${locale}`,
        () => new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }),
      );
      return formatter.format(new Date(value));
    },
    // "1 Dec 2026, 15:30": a moment in the reader's time zone, short enough for a list (a
    // history line), where the page already says which zone its times are in.
    dayTime(value: Date | string | number): string {
      const formatter = kept(
        `dayTime\n${locale}`,
        () => new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }),
      );
      return formatter.format(new Date(value));
    },
    // "240 kB", "1.2 MB": a file's size in the units people read.
    fileSize(bytes: number): string {
      const [unit, size] = bytes >= 1_000_000 ? ['megabyte', 1_000_000] : ['kilobyte', 1_000];
      const key = `fileSize\n${locale}\n${unit}`;
      return kept(
        key,
        () => new Intl.NumberFormat(locale, { style: 'unit', unit, maximumFractionDigits: 1 }),
      ).format(Math.max(bytes / size, 0.1));
    },
    // "Germany" for DE in the UI language; the code itself when Intl does not know it.
    country(code: string): string {
      try {
        const key = `country\n${locale}`;
        const names = regionNames.get(key) ?? new Intl.DisplayNames([locale], { type: 'region' });
        regionNames.set(key, names);
        return names.of(code) ?? code;
      } catch {
        return code;
      }
    },
    // "Berlin, Munich and Hamburg" in the UI language (no joining of words by hand).
    list(items: readonly string[], type: Intl.ListFormatType = 'conjunction'): string {
      const formatter = kept(
        `list\n${locale}\n${type}`,
        () => new Intl.ListFormat(locale, { style: 'long', type }),
      );
      return formatter.format(items);
    },
  };
}

export type Format = ReturnType<typeof formatFor>;

// The formatters of the language the component renders in, relative times from the page's
// "now" (the server's, while the browser takes over its HTML: decision 014).
export function useFormat(): Format {
  const { i18n } = useTranslation();
  const locale = i18n.language;
  const now = useNow();
  return useMemo(() => formatFor(locale, now), [locale, now]);
}

// The language picker shows every language in its own language (English, Deutsch, العربية).
const autonyms = new Map<string, string>();

export function languageAutonym(locale: string): string {
  let autonym = autonyms.get(locale);
  if (autonym === undefined) {
    const name = new Intl.DisplayNames([locale], { type: 'language' }).of(locale) ?? locale;
    autonym = name.charAt(0).toLocaleUpperCase(locale) + name.slice(1);
    autonyms.set(locale, autonym);
  }
  return autonym;
}
