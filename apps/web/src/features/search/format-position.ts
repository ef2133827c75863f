import type { Salary } from '@careers/contracts/search';
import { i18n } from '../../shared/i18n/i18n';
import { formatNumber } from '../../shared/i18n/format';

// spec 2 §9: number shortening uses k, M and B (in the UI language's digits).
export function shortenCount(count: number): string {
  const units = [
    [1e9, 'search.count.billions'],
    [1e6, 'search.count.millions'],
    [1e3, 'search.count.thousands'],
  ] as const;
  for (const [size, key] of units) {
    if (count >= size) {
      const value = formatNumber(Math.floor((count / size) * 10) / 10, {
        maximumFractionDigits: 1,
      });
      return i18n.t(key, { value });
    }
  }
  return formatNumber(count);
}

// "€60,000 – €80,000 a year": both ends in the position's currency, the period worded.
export function formatSalary(salary: Salary): string {
  const money = (value: number) => {
    const digits = value % 1 === 0 ? 0 : 2;
    try {
      return formatNumber(value, {
        style: 'currency',
        currency: salary.currency,
        maximumFractionDigits: digits,
      });
    } catch {
      // Not an ISO 4217 code Intl knows: the amount, then the code as the position gave it.
      return `${formatNumber(value, { maximumFractionDigits: digits })} ${salary.currency}`;
    }
  };
  return i18n.t(`search.salary.${salary.period}`, {
    min: money(salary.min),
    max: money(salary.max),
  });
}
