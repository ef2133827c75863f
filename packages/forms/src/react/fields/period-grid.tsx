import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { Button, useLocale } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { FORMS_NS } from '../i18n/forms-namespace';
import { FOCUS_RING } from '../ui/classes';

// The month and year pickers: twelve months of a year, or twelve years, in a grid of 4 rows of 3
// that arrow keys move through (across the year's, or the dozen's, edge), PageUp / PageDown a
// page, Home / End a row's ends; in the page's language, mirrored right to left. Every browser
// gets this one (the native month input is missing from Firefox and Safari).

type PeriodUnit = 'month' | 'year';

const PAGE = 12;
const ROW = 3;
const FIRST = 1; // year 1, or January of year 1
const LAST = { month: 9999 * 12 + 11, year: 9999 } as const;

export const NAV_BUTTON = `flex size-9 items-center justify-center rounded-full hover:bg-ink/5 ${FOCUS_RING}`;

/** A month as one number (year × 12 + month − 1), a year as itself. */
function indexOf(iso: string, unit: PeriodUnit): number {
  const year = Number(iso.slice(0, 4));
  return unit === 'year' ? year : year * 12 + Number(iso.slice(5, 7) || '1') - 1;
}

function isoOf(index: number, unit: PeriodUnit): string {
  if (unit === 'year') return String(index).padStart(4, '0');
  const year = Math.floor(index / 12);
  return `${String(year).padStart(4, '0')}-${String((index % 12) + 1).padStart(2, '0')}`;
}

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = formatters.get(key);
  if (!format) {
    const style = { ...options, timeZone: 'UTC', calendar: 'gregory' };
    try {
      format = new Intl.DateTimeFormat(locale, style);
    } catch {
      format = new Intl.DateTimeFormat('en', style);
    }
    formatters.set(key, format);
  }
  return format;
}

function dateOf(index: number, unit: PeriodUnit): Date {
  const date = new Date(0);
  if (unit === 'year') date.setUTCFullYear(index, 0, 1);
  else date.setUTCFullYear(Math.floor(index / 12), index % 12, 1);
  return date;
}

type PeriodGridProps = {
  unit: PeriodUnit;
  /** The chosen YYYY-MM / YYYY, if any. */
  value: string | null;
  /** YYYY-MM-DD: where the grid opens without a value. */
  today: string;
  /** Bounds as YYYY-MM-DD (enableFrom / enableUntil resolved): periods wholly outside are disabled. */
  min?: string;
  max?: string;
  onSelect: (iso: string) => void;
};

export function PeriodGrid({ unit, value, today, min, max, onSelect }: PeriodGridProps) {
  const { t } = useTranslation(FORMS_NS);
  const { locale, direction } = useLocale();
  const headingId = useId();
  const selected = value ? indexOf(value, unit) : undefined;
  const low = min ? indexOf(min, unit) : FIRST;
  const high = max ? indexOf(max, unit) : LAST[unit];
  const start = Math.min(Math.max(selected ?? indexOf(today, unit), low), high);
  const [focused, setFocused] = useState(start);
  const grid = useRef<HTMLTableElement>(null);
  const moved = useRef(true);
  const pageStart = Math.floor(focused / PAGE) * PAGE;
  const current = indexOf(today, unit);

  useEffect(() => {
    if (!moved.current) return;
    moved.current = false;
    grid.current?.querySelector<HTMLElement>('[tabindex="0"]')?.focus();
  }, [focused]);

  const move = (to: number, focus = true) => {
    moved.current = focus;
    setFocused(Math.min(Math.max(to, FIRST), LAST[unit]));
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const forward = direction === 'rtl' ? -1 : 1;
    const column = (focused - pageStart) % ROW;
    const steps: Record<string, number> = {
      ArrowLeft: -forward,
      ArrowRight: forward,
      ArrowUp: -ROW,
      ArrowDown: ROW,
      PageUp: -PAGE,
      PageDown: PAGE,
      Home: -column,
      End: ROW - 1 - column,
    };
    const step = steps[event.key];
    if (step === undefined) return;
    event.preventDefault();
    move(focused + step);
  };

  const names = useMemo(() => {
    const short = formatter(locale, unit === 'month' ? { month: 'short' } : { year: 'numeric' });
    const long = formatter(
      locale,
      unit === 'month' ? { month: 'long', year: 'numeric' } : { year: 'numeric' },
    );
    return Array.from({ length: PAGE }, (_, offset) => {
      const date = dateOf(pageStart + offset, unit);
      return { short: short.format(date), long: long.format(date) };
    });
  }, [locale, unit, pageStart]);

  const year = formatter(locale, { year: 'numeric' });
  const heading =
    unit === 'month'
      ? year.format(dateOf(pageStart, unit))
      : `${year.format(dateOf(pageStart, unit))} – ${year.format(dateOf(pageStart + PAGE - 1, unit))}`;
  const rows = Array.from({ length: PAGE / ROW }, (_, row) =>
    Array.from({ length: ROW }, (_, column) => pageStart + row * ROW + column),
  );

  return (
    <div className="w-64">
      <header className="mb-2 flex items-center justify-between gap-2">
        <Button
          aria-label={t(unit === 'month' ? 'previousYear' : 'previousYears')}
          className={NAV_BUTTON}
          onPress={() => {
            move(focused - PAGE, false);
          }}
        >
          <span aria-hidden="true" className="rtl:-scale-x-100">
            ‹
          </span>
        </Button>
        <h2 id={headingId} aria-live="polite" className="font-semibold">
          {heading}
        </h2>
        <Button
          aria-label={t(unit === 'month' ? 'nextYear' : 'nextYears')}
          className={NAV_BUTTON}
          onPress={() => {
            move(focused + PAGE, false);
          }}
        >
          <span aria-hidden="true" className="rtl:-scale-x-100">
            ›
          </span>
        </Button>
      </header>
      <table
        ref={grid}
        role="grid"
        aria-labelledby={headingId}
        onKeyDown={onKeyDown}
        className="w-full border-separate border-spacing-1"
      >
        <tbody>
          {rows.map((row) => (
            <tr key={row[0]}>
              {row.map((index) => {
                const name = names[index - pageStart];
                const disabled = index < low || index > high;
                const isSelected = index === selected;
                return (
                  <td key={index} role="gridcell" aria-selected={isSelected}>
                    <button
                      type="button"
                      tabIndex={index === focused ? 0 : -1}
                      aria-label={name?.long}
                      aria-disabled={disabled || undefined}
                      aria-current={index === current ? 'date' : undefined}
                      onClick={() => {
                        if (!disabled) onSelect(isoOf(index, unit));
                      }}
                      onFocus={() => {
                        if (index !== focused) setFocused(index);
                      }}
                      className={`flex h-10 w-full items-center justify-center rounded-brand text-sm ${FOCUS_RING} ${
                        isSelected
                          ? 'bg-primary text-white'
                          : disabled
                            ? 'cursor-not-allowed text-ink/50'
                            : 'hover:bg-primary/10'
                      } ${index === current && !isSelected ? 'ring-1 ring-primary/50' : ''}`}
                    >
                      {name?.short}
                    </button>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
