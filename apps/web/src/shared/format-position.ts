import type { TFunction } from 'i18next';
import type { Salary } from '@careers/contracts/search';
import type { Format } from './i18n/format';

// Number shortening uses k, M and B (in the UI language's digits).
export function shortenCount(count: number, format: Format, t: TFunction): string {
  const units = [
    [1e9, 'search.count.billions'],
    [1e6, 'search.count.millions'],
    [1e3, 'search.count.thousands'],
  ] as const;
  for (const [size, key] of units) {
    if (count >= size) {
      const value = format.number(Math.floor((count / size) * 10) / 10, {
        maximumFractionDigits: 1,
      });
      return t(key, { value });
    }
  }
  return format.number(count);
}

// An amount in a currency, cents only when it has them.
export function formatMoney(format: Format, value: number, currency: string): string {
  const digits = value % 1 === 0 ? 0 : 2;
  try {
    return format.number(value, { style: 'currency', currency, maximumFractionDigits: digits });
  } catch {
    // Not an ISO 4217 code Intl knows: the amount, then the code as the position gave it.
    return `${format.number(value, { maximumFractionDigits: digits })} ${currency}`;
  }
}

// "€60,000 – €80,000 a year": both ends in the position's currency, the period worded.
export function formatSalary(salary: Salary, format: Format, t: TFunction): string {
  return t(`search.salary.${salary.period}`, {
    min: formatMoney(format, salary.min, salary.currency),
    max: formatMoney(format, salary.max, salary.currency),
  });
}
