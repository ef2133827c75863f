import { afterAll, describe, expect, it } from 'vitest';
import { changeLocale, i18n } from './i18n/i18n';
import { formatFor } from './i18n/format';
import { formatSalary as formatSalaryIn, shortenCount as shortenCountIn } from './format-position';
import type { Salary } from '@careers/contracts/search';

// The page's language is the one changeLocale chose last.
const shortenCount = (count: number) =>
  shortenCountIn(count, formatFor(i18n.language), i18n.t.bind(i18n));
const formatSalary = (salary: Salary) =>
  formatSalaryIn(salary, formatFor(i18n.language), i18n.t.bind(i18n));

afterAll(() => changeLocale('en'));

describe('shortenCount (k, M, B)', () => {
  it('shortens from a thousand, keeping one decimal, never rounding up', () => {
    expect([0, 999, 1000, 1999, 2072, 999_999, 1_250_000, 3_400_000_000].map(shortenCount)).toEqual(
      ['0', '999', '1k', '1.9k', '2k', '999.9k', '1.2M', '3.4B'],
    );
  });

  it("uses the UI language's digits and words", async () => {
    await changeLocale('de');
    expect(shortenCount(1500)).toBe('1,5k');
    await changeLocale('ar');
    expect(shortenCount(2500)).toBe('2.5 ألف');
  });
});

describe('formatSalary', () => {
  it('formats both ends in the currency and words the period', async () => {
    await changeLocale('en');
    expect(formatSalary({ min: 54_900, max: 74_200, currency: 'USD', period: 'year' })).toBe(
      '$54,900 – $74,200 a year',
    );
    expect(formatSalary({ min: 18.5, max: 22, currency: 'EUR', period: 'hour' })).toBe(
      '€18.50 – €22 an hour',
    );
  });

  it('shows a currency Intl does not know as its code', () => {
    expect(formatSalary({ min: 1, max: 2, currency: 'XXXX', period: 'day' })).toBe(
      '1 XXXX – 2 XXXX a day',
    );
  });
});
