import { dayNumber } from './dates';
import { isRecord } from './values';

// Date formats of dateOptions / dateRangeOptions — `MM/DD/YYYY`, `DD.MM.YYYY`, `YYYY-MM-DD`,
// `MM/YYYY`, `YYYY` — and reading what a candidate types or a host prefills. Stored values stay
// ISO whatever the format: YYYY-MM-DD for a day, YYYY-MM for a month, YYYY for a year.

/** What a picker picks and stores. */
export type DateGranularity = 'day' | 'month' | 'year';

type Part = 'day' | 'month' | 'year';
type Token = { part: Part; width: number } | { text: string };
/** A format read into its parts: tokens and the finest part it shows. */
export type DateFormat = { source: string; tokens: Token[]; granularity: DateGranularity };

/** Longer typed or prefilled text is never a date (a pasted 10 MB value is refused at once). */
export const MAX_DATE_TEXT = 64;

/** The range's default format (docs/product/forms-toolkit.md, Constants): months as MM/YYYY. */
export const DATE_RANGE_FORMAT = 'MM/YYYY';
const MAX_FORMAT = 32;
const RANK: Record<DateGranularity, number> = { day: 0, month: 1, year: 2 };
const ISO_LENGTH: Record<DateGranularity, number> = { day: 10, month: 7, year: 4 };
const PART_OF: Record<string, Part> = { d: 'day', m: 'month', y: 'year' };

/** dateOptions.picker: `month` and `year` pick those; anything else a day. */
export function pickerGranularity(picker: unknown): DateGranularity {
  return picker === 'month' || picker === 'year' ? picker : 'day';
}

/** dateRangeOptions.picker: months unless it says `date`. */
export function rangeGranularity(picker: unknown): DateGranularity {
  return picker === 'date' ? 'day' : 'month';
}

/** A value stored at exactly this granularity: `2026-06-15`, `2026-06` or `2026`. */
export function isIsoOf(value: unknown, granularity: DateGranularity): value is string {
  return (
    typeof value === 'string' &&
    value.length === ISO_LENGTH[granularity] &&
    dayNumber(value) !== undefined
  );
}

/** An ISO date cut down to a coarser granularity (`2026-06-15` → `2026-06`). */
export function truncateIso(iso: string, granularity: DateGranularity): string {
  return iso.slice(0, ISO_LENGTH[granularity]);
}

const formats = new Map<string, DateFormat | null>();

/**
 * A format's tokens: YYYY the year, MM / M the month, DD / D the day (either case), anything
 * else literal text. Undefined for what cannot be read: no year, a day without a month, a part
 * twice, YY, MMM.
 */
export function parseDateFormat(format: unknown): DateFormat | undefined {
  if (typeof format !== 'string' || format === '' || format.length > MAX_FORMAT) return undefined;
  const known = formats.get(format);
  if (known !== undefined) return known ?? undefined;
  const tokens: Token[] = [];
  const seen = new Set<Part>();
  let valid = true;
  for (let index = 0; index < format.length;) {
    const char = format.charAt(index);
    const part = PART_OF[char.toLowerCase()];
    if (!part) {
      const last = tokens.at(-1);
      if (last && 'text' in last) last.text += char;
      else tokens.push({ text: char });
      index += 1;
      continue;
    }
    let width = 1;
    while (format.charAt(index + width).toLowerCase() === char.toLowerCase()) width += 1;
    index += width;
    const fits = part === 'year' ? width === 4 : width <= 2;
    if (!fits || seen.has(part)) valid = false;
    seen.add(part);
    tokens.push({ part, width });
  }
  if (!seen.has('year') || (seen.has('day') && !seen.has('month'))) valid = false;
  const parsed: DateFormat | null = valid
    ? {
        source: format,
        tokens,
        granularity: seen.has('day') ? 'day' : seen.has('month') ? 'month' : 'year',
      }
    : null;
  if (formats.size < 200) formats.set(format, parsed);
  return parsed ?? undefined;
}

const localeFormats = new Map<string, string>();
const BIDI_MARKS = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;
const LOCALE_PART: Partial<Record<Intl.DateTimeFormatPartTypes, string>> = {
  day: 'DD',
  month: 'MM',
  year: 'YYYY',
};

/** The page language's own numeric order: en `MM/DD/YYYY`, de `DD.MM.YYYY`, ar `DD/MM/YYYY`. */
export function localeDateFormat(locale: string, granularity: DateGranularity): string {
  if (granularity === 'year') return 'YYYY';
  const key = `${locale}|${granularity}`;
  let format = localeFormats.get(key);
  if (format === undefined) {
    const style: Intl.DateTimeFormatOptions = {
      year: 'numeric',
      month: '2-digit',
      day: granularity === 'day' ? '2-digit' : undefined,
      timeZone: 'UTC',
      calendar: 'gregory',
      numberingSystem: 'latn',
    };
    let parts: Intl.DateTimeFormatPart[];
    try {
      parts = new Intl.DateTimeFormat(locale, style).formatToParts(new Date(Date.UTC(2026, 5, 15)));
    } catch {
      parts = new Intl.DateTimeFormat('en', style).formatToParts(new Date(Date.UTC(2026, 5, 15)));
    }
    format = parts
      .map((part) => LOCALE_PART[part.type] ?? part.value.replace(BIDI_MARKS, ''))
      .join('');
    const parsed = parseDateFormat(format);
    if (parsed?.granularity !== granularity)
      format = granularity === 'day' ? 'YYYY-MM-DD' : 'YYYY-MM';
    if (localeFormats.size < 100) localeFormats.set(key, format);
  }
  return format;
}

/**
 * The format a field shows: its own `dateFormat` when that shows what the picker picks, else the
 * page language's order.
 */
export function displayFormat(
  dateFormat: unknown,
  granularity: DateGranularity,
  locale: string,
): DateFormat {
  const own = parseDateFormat(dateFormat);
  if (own?.granularity === granularity) return own;
  return parseDateFormat(localeDateFormat(locale, granularity)) as DateFormat;
}

/** An ISO value written in a format (`2026-06-15` in `DD.MM.YYYY` → `15.06.2026`); else ''. */
export function formatIsoAs(iso: unknown, format: DateFormat): string {
  if (typeof iso !== 'string' || dayNumber(iso) === undefined) return '';
  const [year = '', month = '01', day = '01'] = iso.split('-');
  const values: Record<Part, string> = { year, month, day };
  return format.tokens
    .map((token) => {
      if ('text' in token) return token.text;
      const text = values[token.part];
      return token.width === 1 ? String(Number(text)) : text;
    })
    .join('');
}

// Any script's decimal digits read as 0–9 (Arabic-Indic, Persian, full width).
const DIGIT_ZEROS = [0x0660, 0x06f0, 0x0966, 0xff10];

function normalizeText(text: string): string {
  let out = '';
  for (const char of text.replace(BIDI_MARKS, '')) {
    const code = char.codePointAt(0) ?? 0;
    const zero = DIGIT_ZEROS.find((start) => code >= start && code <= start + 9);
    out += zero === undefined ? char : String(code - zero);
  }
  return out.trim();
}

const SEPARATORS = /^[\s./\-,]+$/;
const patterns = new WeakMap<DateFormat, RegExp>();

function patternOf(format: DateFormat): RegExp {
  let pattern = patterns.get(format);
  if (!pattern) {
    const { tokens } = format;
    const source = tokens
      .map((token, index) => {
        if ('text' in token) {
          // Any usual separator stands for another (31/12/2024 in a DD.MM.YYYY field); a literal
          // at either end may be left out.
          const text = SEPARATORS.test(token.text)
            ? '\\s*[\\s./\\-,]\\s*'
            : `\\s*${token.text.trim().replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*`;
          return index === 0 || index === tokens.length - 1 ? `(?:${text})?` : text;
        }
        if (token.part === 'year') return '(\\d{4})';
        // Next to another number without a separator, a part takes exactly its width.
        const neighbours = [tokens[index - 1], tokens[index + 1]];
        const joined = neighbours.some((other) => other !== undefined && 'part' in other);
        return joined ? `(\\d{${String(Math.max(token.width, 2))}})` : '(\\d{1,2})';
      })
      .join('');
    pattern = new RegExp(`^${source}$`);
    patterns.set(format, pattern);
  }
  return pattern;
}

/** Text in one format read as ISO at the format's granularity, or undefined. */
function parseAs(text: string, format: DateFormat): string | undefined {
  const match = patternOf(format).exec(text);
  if (!match) return undefined;
  const values: Record<Part, string> = { year: '', month: '01', day: '01' };
  let group = 1;
  for (const token of format.tokens) {
    if ('part' in token) {
      values[token.part] = (match[group] ?? '').padStart(2, '0');
      group += 1;
    }
  }
  const full = `${values.year}-${values.month}-${values.day}`;
  if (values.year === '0000' || dayNumber(full) === undefined) return undefined;
  return truncateIso(full, format.granularity);
}

const ISO_TEXT = /^\d{4}(?:-\d{2}(?:-\d{2})?)?$/;

/**
 * What a candidate typed or a host prefilled, read for a picker of this granularity: ISO, or text
 * in one of the formats (the field's own, then its fallbackFormat), any script's digits. A finer
 * date is cut to the granularity (a day for a month picker is its month); a coarser one is not a
 * date (a month for a day picker). Undefined when it cannot be read.
 */
export function readDateText(
  value: unknown,
  granularity: DateGranularity,
  formatsToTry: readonly unknown[] = [],
): string | undefined {
  if (typeof value !== 'string' || value.length > MAX_DATE_TEXT) return undefined;
  const text = normalizeText(value);
  if (text === '') return undefined;
  const fits = (iso: string | undefined, of: DateGranularity) =>
    iso !== undefined && RANK[of] <= RANK[granularity] ? truncateIso(iso, granularity) : undefined;
  if (ISO_TEXT.test(text) && dayNumber(text) !== undefined) {
    const iso = fits(text, text.length === 10 ? 'day' : text.length === 7 ? 'month' : 'year');
    if (iso) return iso;
  }
  for (const candidate of formatsToTry) {
    const format =
      typeof candidate === 'string'
        ? parseDateFormat(candidate)
        : isRecord(candidate) && Array.isArray(candidate.tokens)
          ? (candidate as DateFormat)
          : undefined;
    if (!format) continue;
    const iso = fits(parseAs(text, format), format.granularity);
    if (iso) return iso;
  }
  return undefined;
}

/** Whether an ISO value lies within resolved bounds (YYYY-MM-DD), compared at its granularity. */
export function boundMessageKey(
  iso: string,
  from: string | undefined,
  until: string | undefined,
): 'dateNotBefore' | 'dateNotAfter' | undefined {
  const cut = (bound: string) => bound.slice(0, iso.length);
  if (from !== undefined && iso < cut(from)) return 'dateNotBefore';
  if (until !== undefined && iso > cut(until)) return 'dateNotAfter';
  return undefined;
}

type HintWords = { day: string; month: string; year: string };

/** A format for people: `DD.MM.YYYY`, in German `TT.MM.JJJJ` (the catalog's words for the parts). */
export function formatHint(format: DateFormat, words: HintWords): string {
  return format.tokens.map((token) => ('text' in token ? token.text : words[token.part])).join('');
}
