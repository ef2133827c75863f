import { describe, expect, it } from 'vitest';
import {
  displayFormat,
  formatHint,
  formatIsoAs,
  isIsoOf,
  localeDateFormat,
  parseDateFormat,
  readDateText,
} from './date-format';
import { formatDay } from './dates';
import { check, question } from './test-support';
import type { DateOptions, DateRangeOptions, QuestionItem } from './types';
import { validateForm } from './validate';

const must = (format: string) => {
  const parsed = parseDateFormat(format);
  if (!parsed) throw new Error(`unreadable ${format}`);
  return parsed;
};

describe('date formats', () => {
  it('read YYYY, MM / M, DD / D (either case) and literal text', () => {
    expect(must('MM/DD/YYYY').granularity).toBe('day');
    expect(must('DD.MM.YYYY').granularity).toBe('day');
    expect(must('yyyy-mm-dd').granularity).toBe('day');
    expect(must('MM/YYYY').granularity).toBe('month');
    expect(must('YYYY').granularity).toBe('year');
    for (const bad of [
      '',
      'DD/MM',
      'YY-MM-DD',
      'MMM YYYY',
      'DD/YYYY',
      'YYYY-MM-MM',
      'x'.repeat(40),
    ]) {
      expect(parseDateFormat(bad)).toBeUndefined();
    }
    expect(parseDateFormat(42)).toBeUndefined();
  });

  it('write ISO values in a format', () => {
    expect(formatIsoAs('2024-12-31', must('MM/DD/YYYY'))).toBe('12/31/2024');
    expect(formatIsoAs('2024-02-03', must('DD.MM.YYYY'))).toBe('03.02.2024');
    expect(formatIsoAs('2024-02-03', must('D.M.YYYY'))).toBe('3.2.2024');
    expect(formatIsoAs('2024-02', must('MM/YYYY'))).toBe('02/2024');
    expect(formatIsoAs('2024', must('YYYY'))).toBe('2024');
    expect(formatIsoAs('soon', must('YYYY'))).toBe('');
  });

  it('read text in the format, the fallback, or ISO; cut finer dates; never coarser ones', () => {
    const dmy = ['DD.MM.YYYY', 'MM/DD/YYYY'];
    expect(readDateText('31.12.2024', 'day', dmy)).toBe('2024-12-31');
    expect(readDateText(' 1.2.2024 ', 'day', dmy)).toBe('2024-02-01');
    // The fallback format: a prefilled 12/31/2024 in a DD.MM.YYYY field.
    expect(readDateText('12/31/2024', 'day', dmy)).toBe('2024-12-31');
    expect(readDateText('2024-12-31', 'day', dmy)).toBe('2024-12-31');
    expect(readDateText('٣١/١٢/٢٠٢٤', 'day', ['DD/MM/YYYY'])).toBe('2024-12-31');
    expect(readDateText('\u200f31\u200f/12\u200f/2024', 'day', ['DD/MM/YYYY'])).toBe('2024-12-31');
    expect(readDateText('20241231', 'day', ['YYYYMMDD'])).toBe('2024-12-31');
    // A day for a month picker is its month; a month or a year for a day picker is no date.
    expect(readDateText('2024-12-31', 'month', ['MM/YYYY'])).toBe('2024-12');
    expect(readDateText('12/2024', 'month', ['MM/YYYY'])).toBe('2024-12');
    expect(readDateText('12/31/2024', 'month', ['MM/YYYY', 'MM/DD/YYYY'])).toBe('2024-12');
    expect(readDateText('2024-12-31', 'year', ['YYYY'])).toBe('2024');
    expect(readDateText('2024-12', 'day', dmy)).toBeUndefined();
    expect(readDateText('12/2024', 'day', [...dmy, 'MM/YYYY'])).toBeUndefined();
    for (const bad of [
      '31.02.2024',
      '32.01.2024',
      '00.01.2024',
      '01.01.0000',
      'next tuesday',
      '',
    ]) {
      expect(readDateText(bad, 'day', dmy)).toBeUndefined();
    }
    expect(readDateText(20241231, 'day', dmy)).toBeUndefined();
  });

  it('refuse a pasted 10 MB value at once', () => {
    const huge = '2024-12-31'.repeat(1_000_000);
    // Flattened (repeat builds a rope) and the formatters made: what is timed is the check alone.
    expect(huge.trim()).toBe(huge);
    check(question('date'), 'warm up');
    const started = performance.now();
    expect(readDateText(huge, 'day', ['DD.MM.YYYY'])).toBeUndefined();
    expect(check(question('date'), huge)).toBe('Enter a valid date as MM/DD/YYYY.');
    expect(performance.now() - started).toBeLessThan(50);
  });

  it('default to the page language’s order; a format of another granularity gives way to it', () => {
    expect(localeDateFormat('en', 'day')).toBe('MM/DD/YYYY');
    expect(localeDateFormat('de', 'day')).toBe('DD.MM.YYYY');
    expect(localeDateFormat('ar', 'day')).toBe('DD/MM/YYYY');
    expect(localeDateFormat('en', 'month')).toBe('MM/YYYY');
    expect(localeDateFormat('de', 'month')).toBe('MM/YYYY');
    expect(localeDateFormat('not a locale!', 'day')).toBe('MM/DD/YYYY');
    expect(localeDateFormat('en', 'year')).toBe('YYYY');
    expect(displayFormat('DD.MM.YYYY', 'day', 'en').source).toBe('DD.MM.YYYY');
    expect(displayFormat('DD.MM.YYYY', 'month', 'en').source).toBe('MM/YYYY');
    expect(displayFormat(undefined, 'day', 'de').source).toBe('DD.MM.YYYY');
  });

  it('hint in the catalog’s words', () => {
    expect(formatHint(must('DD.MM.YYYY'), { day: 'TT', month: 'MM', year: 'JJJJ' })).toBe(
      'TT.MM.JJJJ',
    );
  });

  it('know ISO values of each granularity', () => {
    expect(isIsoOf('2026-06-15', 'day')).toBe(true);
    expect(isIsoOf('2026-06', 'day')).toBe(false);
    expect(isIsoOf('2026-06', 'month')).toBe(true);
    expect(isIsoOf('2026-06-15', 'month')).toBe(false);
    expect(isIsoOf('2026', 'year')).toBe(true);
    expect(isIsoOf('2026-13', 'month')).toBe(false);
  });

  it('format a year for messages', () => {
    expect(formatDay('2026', 'en')).toBe('2026');
  });
});

const TODAY = '2026-06-15';
const date = (dateOptions: DateOptions, rules: QuestionItem['rules'] = []): QuestionItem => ({
  ...question('date'),
  dateOptions,
  rules,
});

describe('the date question on the server and in the browser, today being 2026-06-15', () => {
  const at = { today: TODAY };

  it('names its own format when a value is not a date', () => {
    expect(check(date({ dateFormat: 'DD.MM.YYYY' }), '31/12/2024', {}, at)).toBe(
      'Enter a valid date as DD.MM.YYYY.',
    );
    expect(check(date({ dateFormat: 'DD.MM.YYYY' }), '2024-12-31', {}, at)).toBeUndefined();
    expect(check(date({ dateFormat: 'DD.MM.YYYY' }), 'x', {}, { ...at, locale: 'de' })).toBe(
      'Geben Sie ein gültiges Datum im Format TT.MM.JJJJ ein.',
    );
    expect(check(date({}), 'x', {}, { ...at, locale: 'ar' })).toBe(
      'أدخل تاريخًا صالحًا بالصيغة يوم/شهر/سنة.',
    );
  });

  it('a month picker stores YYYY-MM, a year picker YYYY', () => {
    const month = date({ picker: 'month' });
    expect(check(month, '2026-06', {}, at)).toBeUndefined();
    expect(check(month, '2026-06-01', {}, at)).toBe('Enter a valid month as MM/YYYY.');
    expect(check(month, '2026-13', {}, at)).toBe('Enter a valid month as MM/YYYY.');
    const year = date({ picker: 'year' });
    expect(check(year, '2026', {}, at)).toBeUndefined();
    expect(check(year, '2026-06', {}, at)).toBe('Enter a valid year as YYYY.');
    expect(check(date({ picker: 'month', dateFormat: 'YYYY-MM' }), '06/2026', {}, at)).toBe(
      'Enter a valid month as YYYY-MM.',
    );
  });

  it('refuses days outside enableFrom / enableUntil (0 today, N days from today, else a date)', () => {
    const bounded = date({ enableFrom: 0, enableUntil: 5 });
    expect(check(bounded, '2026-06-14', {}, at)).toBe('Enter a date no earlier than Jun 15, 2026.');
    expect(check(bounded, '2026-06-15', {}, at)).toBeUndefined();
    expect(check(bounded, '2026-06-20', {}, at)).toBeUndefined();
    expect(check(bounded, '2026-06-21', {}, at)).toBe('Enter a date no later than Jun 20, 2026.');
    const dates = date({ enableFrom: '2026-01-01', enableUntil: '2026-12-31' });
    expect(check(dates, '2025-12-31', {}, at)).toBe('Enter a date no earlier than Jan 1, 2026.');
    // An unreadable bound is no bound.
    expect(check(date({ enableFrom: 'soon' }), '1900-01-01', {}, at)).toBeUndefined();
  });

  it('compares months and years with the bounds at their granularity', () => {
    const month = date({ picker: 'month', enableFrom: 0, enableUntil: 30 });
    expect(check(month, '2026-06', {}, at)).toBeUndefined();
    expect(check(month, '2026-07', {}, at)).toBeUndefined();
    expect(check(month, '2026-05', {}, at)).toBe('Enter a date no earlier than Jun 2026.');
    expect(check(month, '2026-08', {}, at)).toBe('Enter a date no later than Jul 2026.');
    const year = date({ picker: 'year', enableUntil: 0 });
    expect(check(year, '2026', {}, at)).toBeUndefined();
    expect(check(year, '2027', {}, at)).toBe('Enter a date no later than 2026.');
  });

  it('today-relative rules compare a month with this month, a year with this year', () => {
    const month = (type: 'isToday' | 'isFuture' | 'isPast') =>
      date({ picker: 'month' }, [{ type }]);
    expect(check(month('isToday'), '2026-06', {}, at)).toBeUndefined();
    expect(check(month('isToday'), '2026-07', {}, at)).toBe("Enter today's date.");
    expect(check(month('isFuture'), '2026-06', {}, at)).toBe('Enter a date in the future.');
    expect(check(month('isFuture'), '2026-07', {}, at)).toBeUndefined();
    expect(check(month('isPast'), '2026-06', {}, at)).toBe('Enter a date in the past.');
    expect(check(month('isPast'), '2026-05', {}, at)).toBeUndefined();
    const year = date({ picker: 'year' }, [{ type: 'isOn', date1: '2026-03-04' }]);
    expect(check(year, '2026', {}, at)).toBeUndefined();
    expect(check(year, '2025', {}, at)).toBe('Enter the date Mar 4, 2026.');
  });

  it('validateForm answers the same for every bad input, and never throws', () => {
    const form = {
      sections: [
        {
          title: 'Dates',
          items: [
            { name: 'day', type: 'date', dateOptions: { dateFormat: 'DD.MM.YYYY' } },
            { name: 'month', type: 'date', dateOptions: { picker: 'month' } },
            { name: 'bounded', type: 'date', dateOptions: { enableFrom: 0 } },
            { name: 'range', type: 'dateRange' },
          ] satisfies QuestionItem[],
        },
      ],
    };
    const values = {
      day: 'x'.repeat(10_000_000),
      month: '2026-06-15',
      bounded: '2026-01-01',
      range: { startDate: '06/2026', endDate: '2026-07' },
    };
    const errors = validateForm(form, values, at);
    expect(errors).toEqual({
      day: 'Enter a valid date as DD.MM.YYYY.',
      month: 'Enter a valid month as MM/YYYY.',
      bounded: 'Enter a date no earlier than Jun 15, 2026.',
      range: 'Enter a valid month as MM/YYYY.',
    });
    for (const item of form.sections[0]?.items ?? []) {
      expect(check(item, values[item.name as keyof typeof values], values, at)).toBe(
        errors[item.name],
      );
    }
  });
});

describe('the date range’s format', () => {
  const range = (dateRangeOptions: DateRangeOptions): QuestionItem => ({
    ...question('dateRange'),
    dateRangeOptions,
  });

  it('names MM/YYYY by default, its own dateFormat otherwise', () => {
    expect(check(range({}), { startDate: 'June', endDate: '2026-07' })).toBe(
      'Enter a valid month as MM/YYYY.',
    );
    expect(check(range({ dateFormat: 'YYYY/MM' }), { startDate: 'June', endDate: '2026-07' })).toBe(
      'Enter a valid month as YYYY/MM.',
    );
    expect(
      check(range({ picker: 'date', dateFormat: 'DD.MM.YYYY' }), {
        startDate: 'x',
        endDate: null,
        isCurrent: true,
      }),
    ).toBe('Enter a valid date as DD.MM.YYYY.');
  });
});
