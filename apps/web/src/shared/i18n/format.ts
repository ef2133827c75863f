import { i18n } from './i18n';

// Dates, numbers and relative times always go through Intl in the current UI language.
export function formatNumber(value: number, options?: Intl.NumberFormatOptions): string {
  return new Intl.NumberFormat(i18n.language, options).format(value);
}

const RELATIVE_UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
  ['second', 1],
];

export function formatRelativeTime(
  value: Date | string | number,
  now: number = Date.now(),
): string {
  const seconds = Math.round((new Date(value).getTime() - now) / 1000);
  const [unit, size] = RELATIVE_UNITS.find(([, span]) => Math.abs(seconds) >= span) ?? [
    'second',
    1,
  ];
  return new Intl.RelativeTimeFormat(i18n.language, { numeric: 'auto' }).format(
    Math.round(seconds / size),
    unit,
  );
}

// The language picker shows every language in its own language (English, Deutsch, العربية).
export function languageAutonym(locale: string): string {
  const name = new Intl.DisplayNames([locale], { type: 'language' }).of(locale) ?? locale;
  return name.charAt(0).toLocaleUpperCase(locale) + name.slice(1);
}

// "Berlin, Munich and Hamburg" in the UI language (no joining of words by hand).
export function formatList(
  items: readonly string[],
  type: Intl.ListFormatType = 'conjunction',
): string {
  return new Intl.ListFormat(i18n.language, { style: 'long', type }).format(items);
}
