import { describe, expect, it } from 'vitest';
import {
  compileCondition,
  formatSin,
  formatSsn,
  isEmailLenient,
  isEmailStrict,
  isNewQuestion,
  isPhoneAcceptedNonStrict,
  isVariablePlaceholder,
  phoneCountries,
  resolveEnableBound,
  toE164,
  validatePhoneStrict,
  defaultPhoneCountry,
} from './index';

describe('the helpers of spec 2 §5 and spec 3', () => {
  it('formats SSN and SIN as typed, capped at 11 characters', () => {
    expect(formatSsn('1234')).toBe('123-4');
    expect(formatSsn('123456789999')).toBe('123-45-6789');
    expect(formatSin('12345678901')).toBe('123-456-789');
    expect(formatSsn('abc')).toBe('');
  });

  it('tells new questions (never an instruction) and variable placeholders', () => {
    expect(isNewQuestion({ type: 'text', newItem: true })).toBe(true);
    expect(isNewQuestion({ type: 'instruction', newItem: true })).toBe(false);
    expect(isNewQuestion({ type: 'text' })).toBe(false);
    expect(isVariablePlaceholder('{{first_name}}')).toBe(true);
    expect(isVariablePlaceholder('Hi {{first_name}}')).toBe(false);
    expect(isVariablePlaceholder('{{a}}{{b}}')).toBe(false);
    expect(isVariablePlaceholder('{{ }}')).toBe(false);
    expect(isVariablePlaceholder('{{{a}}}')).toBe(false);
  });

  it('checks phones strictly, leniently, and converts to E.164', () => {
    expect(validatePhoneStrict('(202) 555-0123', 'US')).toBeUndefined();
    expect(validatePhoneStrict('202 555 01x3', 'US')).toBe('phoneStrictInvalid');
    expect(validatePhoneStrict('123', 'US')).toBe('phoneStrictInvalid');
    expect(validatePhoneStrict('+999 123456', undefined)).toBe('phoneStrictCountry');
    expect(isPhoneAcceptedNonStrict('abc')).toBe(false);
    expect(isPhoneAcceptedNonStrict('#123')).toBe(false);
    expect(isPhoneAcceptedNonStrict('@123')).toBe(false);
    expect(isPhoneAcceptedNonStrict('(202) 555')).toBe(true);
    expect(toE164('(202) 555-0123', 'US')).toBe('+12025550123');
    expect(toE164('12', 'US')).toBe('');
  });

  it('lists countries with flag, calling code and name; defaults to US', () => {
    const us = phoneCountries('en').find((country) => country.code === 'US');
    expect(us).toEqual({ code: 'US', callingCode: '1', flag: '🇺🇸', name: 'United States' });
    expect(phoneCountries('de').find((country) => country.code === 'DE')?.name).toBe('Deutschland');
    expect(defaultPhoneCountry('de')).toBe('DE');
    expect(defaultPhoneCountry('zz')).toBe('US');
    expect(defaultPhoneCountry(undefined)).toBe('US');
  });

  it('checks e-mail leniently and strictly', () => {
    expect(isEmailLenient('a@b.c')).toBe(true);
    expect(isEmailStrict('a@b.c')).toBe(false);
    expect(isEmailStrict('first.last+tag@example.co')).toBe(true);
    expect(isEmailStrict('fïrst@example.com')).toBe(false);
    expect(isEmailLenient('no at sign')).toBe(false);
  });

  it('resolves date-picker bounds: 0 is today, a number days from today, else a date', () => {
    expect(resolveEnableBound(0, '2026-06-15')).toBe('2026-06-15');
    expect(resolveEnableBound(20, '2026-06-15')).toBe('2026-07-05');
    expect(resolveEnableBound('2026-01-01', '2026-06-15')).toBe('2026-01-01');
    expect(resolveEnableBound('soon', '2026-06-15')).toBeUndefined();
  });

  it('compiles the visibility language', () => {
    const visible = compileCondition({
      op: 'and',
      conditions: [
        { op: 'in', field: 'country', values: ['US', 'CA'] },
        { op: 'not', condition: { op: 'empty', field: 'city' } },
        {
          op: 'or',
          conditions: [
            { op: 'gte', field: 'age', value: 18 },
            { op: 'equals', field: 'guardian', value: true },
          ],
        },
      ],
    });
    expect(visible({ country: 'US', city: 'Boston', age: '21' })).toBe(true);
    expect(visible({ country: 'US', city: 'Boston', age: 12, guardian: true })).toBe(true);
    expect(visible({ country: 'US', city: '', age: 40 })).toBe(false);
    expect(visible({ country: 'FR', city: 'Paris', age: 40 })).toBe(false);
    expect(
      compileCondition({ op: 'lt', field: 'start', value: '2026-01-01' })({ start: '2025-12-31' }),
    ).toBe(true);
  });
});
