import { describe, expect, it } from 'vitest';
import { addMonths, dayNumber, formatDay, localToday, resolveEnableBound } from './dates';
import { check, question, withRules } from './test-support';
import type { Rule } from './types';

const date = (rules: Rule[]) => withRules('date', rules);

describe('dates', () => {
  it('reads YYYY-MM-DD, YYYY-MM and YYYY, and nothing else', () => {
    expect(dayNumber('1970-01-02')).toBe(1);
    expect(dayNumber('2026-06')).toBe(dayNumber('2026-06-01'));
    expect(dayNumber('2026')).toBe(dayNumber('2026-01-01'));
    expect(dayNumber('2024-02-29')).toBeDefined();
    for (const bad of [
      '2026-02-29',
      '2026-13-01',
      '2026-00-10',
      '2026-6-1',
      '15/06/2026',
      20260615,
    ]) {
      expect(dayNumber(bad)).toBeUndefined();
    }
    expect(dayNumber('0050-01-01')).toBeLessThan(dayNumber('1950-01-01') ?? 0);
  });

  it('adds months to the same day, clamped to the month’s end', () => {
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2026-03-31', -1)).toBe('2026-02-28');
    expect(addMonths('2026-06-15', -18)).toBe('2024-12-15');
  });

  it('formats for messages in the language', () => {
    expect(formatDay('2026-06-01', 'en')).toBe('Jun 1, 2026');
    expect(formatDay('2026-06', 'en')).toBe('Jun 2026');
    expect(formatDay('2026-06-01', 'de')).toBe('01.06.2026');
    expect(formatDay('2026-06-01', 'not a locale!')).toBe('Jun 1, 2026');
  });

  it('knows the local today', () => {
    expect(localToday(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
  });

  it('resolves date-picker bounds: 0 is today, a number days from today, else a date', () => {
    expect(resolveEnableBound(0, '2026-06-15')).toBe('2026-06-15');
    expect(resolveEnableBound(20, '2026-06-15')).toBe('2026-07-05');
    expect(resolveEnableBound(-15, '2026-06-15')).toBe('2026-05-31');
    expect(resolveEnableBound('2026-01-01', '2026-06-15')).toBe('2026-01-01');
    expect(resolveEnableBound('soon', '2026-06-15')).toBeUndefined();
    expect(resolveEnableBound('2026-02-30', '2026-06-15')).toBeUndefined();
    expect(resolveEnableBound(Number.NaN, '2026-06-15')).toBeUndefined();
    expect(resolveEnableBound(null, '2026-06-15')).toBeUndefined();
  });
});

describe('date rules, today being 2026-06-15', () => {
  it('skip an empty value; an invalid date fails naming the format (the language’s by default)', () => {
    const INVALID = 'Enter a valid date as MM/DD/YYYY.';
    expect(check(date([{ type: 'isFuture' }]), '')).toBeUndefined();
    expect(check(date([{ type: 'isFuture' }]), null)).toBeUndefined();
    expect(check(date([{ type: 'isFuture' }]), '2026-02-30')).toBe(INVALID);
    expect(check(question('date'), 'tomorrow')).toBe(INVALID);
    expect(check(question('date'), 20260615)).toBe(INVALID);
    // A month is not a day: a day picker stores YYYY-MM-DD only.
    expect(check(question('date'), '2026-06')).toBe(INVALID);
    expect(check(question('date'), '2026-06-15')).toBeUndefined();
  });

  it('isToday, isFuture, isPast', () => {
    expect(check(date([{ type: 'isToday' }]), '2026-06-15')).toBeUndefined();
    expect(check(date([{ type: 'isToday' }]), '2026-06-14')).toBe("Enter today's date.");
    expect(check(date([{ type: 'isFuture' }]), '2026-06-16')).toBeUndefined();
    expect(check(date([{ type: 'isFuture' }]), '2026-06-15')).toBe('Enter a date in the future.');
    expect(check(date([{ type: 'isPast' }]), '2026-06-14')).toBeUndefined();
    expect(check(date([{ type: 'isPast' }]), '2026-06-15')).toBe('Enter a date in the past.');
  });

  it('today comes from the options, else the local day', () => {
    const item = date([{ type: 'isToday' }]);
    expect(check(item, '2030-01-01', {}, { today: '2030-01-01' })).toBeUndefined();
    expect(check(item, localToday(), {}, {})).toBeUndefined();
    expect(check(item, localToday(), {}, { today: 'garbage' })).toBeUndefined();
  });

  it('isOn, isBefore, isAfter against date1', () => {
    expect(check(date([{ type: 'isOn', date1: '2026-01-01' }]), '2026-01-01')).toBeUndefined();
    expect(check(date([{ type: 'isOn', date1: '2026-01-01' }]), '2026-01-02')).toBe(
      'Enter the date Jan 1, 2026.',
    );
    expect(check(date([{ type: 'isBefore', date1: '2026-01-01' }]), '2025-12-31')).toBe(undefined);
    expect(check(date([{ type: 'isBefore', date1: '2026-01-01' }]), '2026-01-01')).toBe(
      'Enter a date before Jan 1, 2026.',
    );
    expect(check(date([{ type: 'isAfter', date1: '2026-01-01' }]), '2026-01-02')).toBeUndefined();
    expect(check(date([{ type: 'isAfter', date1: '2026-01-01' }]), '2026-01-01')).toBe(
      'Enter a date after Jan 1, 2026.',
    );
    // A rule with no usable date is skipped.
    expect(check(date([{ type: 'isAfter', date1: 'someday' }]), '2026-01-01')).toBeUndefined();
  });

  it('isBetween and isNotBetween: order-insensitive, inclusive by day', () => {
    const between = date([{ type: 'isBetween', date1: '2026-07-01', date2: '2026-06-01' }]);
    expect(check(between, '2026-06-01')).toBeUndefined();
    expect(check(between, '2026-07-01')).toBeUndefined();
    expect(check(between, '2026-05-31')).toBe('Enter a date between Jun 1, 2026 and Jul 1, 2026.');
    expect(check(between, '2026-07-02')).toBe('Enter a date between Jun 1, 2026 and Jul 1, 2026.');
    const outside = date([{ type: 'isNotBetween', date1: '2026-06-01', date2: '2026-07-01' }]);
    expect(check(outside, '2026-06-01')).toBe(
      'Enter a date that is not between Jun 1, 2026 and Jul 1, 2026.',
    );
    expect(check(outside, '2026-07-01')).toBe(
      'Enter a date that is not between Jun 1, 2026 and Jul 1, 2026.',
    );
    expect(check(outside, '2026-05-31')).toBeUndefined();
    expect(check(outside, '2026-07-02')).toBeUndefined();
  });

  it('isRelativeToToday: within the last or next N units, inclusive', () => {
    const lastWeek = date([
      { type: 'isRelativeToToday', direction: 'past', duration: 1, unit: 'week' },
    ]);
    expect(check(lastWeek, '2026-06-08')).toBeUndefined();
    expect(check(lastWeek, '2026-06-15')).toBeUndefined();
    expect(check(lastWeek, '2026-06-07')).toBe('Enter a date within the last week.');
    expect(check(lastWeek, '2026-06-16')).toBe('Enter a date within the last week.');
    const last3Days = date([
      { type: 'isRelativeToToday', direction: 'past', duration: 3, unit: 'day' },
    ]);
    expect(check(last3Days, '2026-06-12')).toBeUndefined();
    expect(check(last3Days, '2026-06-11')).toBe('Enter a date within the last 3 days.');
    const next2Months = date([
      { type: 'isRelativeToToday', direction: 'next', duration: 2, unit: 'month' },
    ]);
    expect(check(next2Months, '2026-08-15')).toBeUndefined();
    expect(check(next2Months, '2026-06-15')).toBeUndefined();
    expect(check(next2Months, '2026-08-16')).toBe('Enter a date within the next 2 months.');
    expect(check(next2Months, '2026-06-14')).toBe('Enter a date within the next 2 months.');
    const nextYear = date([
      { type: 'isRelativeToToday', direction: 'next', duration: 1, unit: 'year' },
    ]);
    expect(check(nextYear, '2027-06-15')).toBeUndefined();
    expect(check(nextYear, '2027-06-16')).toBe('Enter a date within the next year.');
    const odd = date([
      { type: 'isRelativeToToday', direction: 'sideways', duration: 1, unit: 'day' },
      { type: 'isRelativeToToday', direction: 'past', duration: -1, unit: 'day' },
      { type: 'isRelativeToToday', direction: 'past', duration: 1, unit: 'fortnight' },
    ] as unknown as Rule[]);
    expect(check(odd, '2000-01-01')).toBeUndefined();
  });

  it('date_comparison: after or before another field; skipped when it is empty or invalid', () => {
    const after = date([{ type: 'date_comparison', compare_to_field: 'start', operator: 'after' }]);
    expect(check(after, '2026-02-02', { start: '2026-02-01' })).toBeUndefined();
    expect(check(after, '2026-02-01', { start: '2026-02-01' })).toBe(
      'Enter a date after Feb 1, 2026.',
    );
    expect(check(after, '2026-01-01', { start: '' })).toBeUndefined();
    expect(check(after, '2026-01-01', {})).toBeUndefined();
    expect(check(after, '2026-01-01', { start: 'nope' })).toBeUndefined();
    const before = date([{ type: 'date_comparison', compare_to_field: 'end', operator: 'before' }]);
    expect(check(before, '2026-01-01', { end: '2026-02-01' })).toBeUndefined();
    expect(check(before, '2026-03-01', { end: '2026-02' })).toBe('Enter a date before Feb 2026.');
  });

  it('a rule’s own message wins; the first failing rule answers', () => {
    const item = date([{ type: 'isPast', message: 'Past, please' }, { type: 'isToday' }]);
    expect(check(item, '2026-07-01')).toBe('Past, please');
    expect(check(item, '2026-06-01')).toBe("Enter today's date.");
  });

  it('month pickers answer YYYY-MM, compared as the first day of the month', () => {
    const item = {
      ...date([{ type: 'isBefore', date1: '2026-06-02' }]),
      dateOptions: { picker: 'month' as const },
    };
    expect(check(item, '2026-06')).toBeUndefined();
    expect(check(item, '2026-07')).toBe('Enter a date before Jun 2, 2026.');
  });

  it('answers in German with German dates', () => {
    const item = date([{ type: 'isBetween', date1: '2026-06-01', date2: '2026-07-01' }]);
    expect(check(item, '2026-08-01', {}, { today: '2026-06-15', locale: 'de' })).toBe(
      'Geben Sie ein Datum zwischen dem 01.06.2026 und dem 01.07.2026 ein.',
    );
  });
});

describe('date range', () => {
  const range = question('dateRange', { dateRangeOptions: { disallowFutureStartDate: true } });
  const BOTH = 'Please enter both a start and end date.';

  it('needs both ends once either is given; a current role has its end', () => {
    expect(check(range, { startDate: '2025-01', endDate: null })).toBe(BOTH);
    expect(check(range, { startDate: null, endDate: '2025-01' })).toBe(BOTH);
    expect(check(range, { startDate: '', endDate: '2025-01', isCurrent: false })).toBe(BOTH);
    expect(check(range, { startDate: null, endDate: null, isCurrent: true })).toBe(BOTH);
    expect(check(range, { startDate: '2025-01', endDate: null, isCurrent: true })).toBeUndefined();
    expect(check(range, { startDate: '2025-01', endDate: '2025-06' })).toBeUndefined();
    expect(check(range, { startDate: null, endDate: null })).toBeUndefined();
    expect(check(range, undefined)).toBeUndefined();
  });

  it('refuses a future start with disallowFutureStartDate ("Start date cannot be in the future")', () => {
    expect(check(range, { startDate: '2026-07', endDate: '2026-08' })).toBe(
      'Start date cannot be in the future',
    );
    const days = question('dateRange', {
      dateRangeOptions: { picker: 'date', disallowFutureStartDate: true },
    });
    expect(check(days, { startDate: '2026-06-16', endDate: '2026-08-01' })).toBe(
      'Start date cannot be in the future',
    );
    expect(check(days, { startDate: '2026-06-15', endDate: '2026-08-01' })).toBeUndefined();
    expect(check(range, { startDate: '2026-06', endDate: '2026-06' })).toBeUndefined();
    const allowed = question('dateRange');
    expect(check(allowed, { startDate: '2027-01', endDate: '2027-02' })).toBeUndefined();
  });

  it('each end must be a month (a day with picker date); a range must be an object', () => {
    const MONTH = 'Enter a valid month as MM/YYYY.';
    expect(check(range, { startDate: 'June', endDate: '2026-01' })).toBe(MONTH);
    expect(check(range, { startDate: '2026-01', endDate: 7 })).toBe(MONTH);
    expect(check(range, { startDate: '2026-01-05', endDate: '2026-02' })).toBe(MONTH);
    const days = question('dateRange', { dateRangeOptions: { picker: 'date' } });
    expect(check(days, { startDate: '2026-01', endDate: '2026-02-01' })).toBe(
      'Enter a valid date as MM/DD/YYYY.',
    );
    expect(check(days, { startDate: '2026-01-05', endDate: '2026-02-01' })).toBeUndefined();
    expect(check(range, '2026-01')).toBe('Enter a valid date.');
    expect(check(range, [])).toBe('Enter a valid date.');
  });
});
