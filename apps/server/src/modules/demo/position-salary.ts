import type { Seniority } from '@careers/contracts';
import type { JobFamily, JobRole } from './data/job-family';
import {
  DEFAULT_PAY,
  HOURLY_PAY_COUNTRIES,
  HOURS_PER_YEAR,
  PAY_BY_COUNTRY,
} from './data/pay-by-country';
import type { Random } from './random';

export type DemoSalary = {
  min: number;
  max: number;
  currency: string;
  period: 'hour' | 'year';
};

// Pay relative to mid level.
const SENIORITY_PAY: Record<Seniority, number> = {
  intern: 0.4,
  entry: 0.75,
  mid: 1,
  senior: 1.3,
  lead: 1.6,
  manager: 1,
  director: 1.6,
  executive: 2.4,
};

// A band in the currency of the position's first location, by the hour or by the year.
export function salaryFor(
  family: JobFamily,
  role: JobRole | null,
  seniority: Seniority,
  countryCode: string,
  random: Random,
): DemoSalary {
  const pay = PAY_BY_COUNTRY[countryCode] ?? DEFAULT_PAY;
  const hourly = role?.hourlyPayUsd;
  const isHourly = hourly !== undefined && HOURLY_PAY_COUNTRIES.has(countryCode);
  const usd = hourly === undefined ? family.midPayUsd : isHourly ? hourly : hourly * HOURS_PER_YEAR;
  const factor = isHourly ? (pay.hourlyFactor ?? pay.factor) : pay.factor;
  const min = usd * SENIORITY_PAY[seniority] * factor * (0.85 + random.next() * 0.15);
  const max = min * (1.15 + random.next() * 0.25);
  return {
    min: roundPay(min),
    max: roundPay(max),
    currency: pay.currency,
    period: isHourly ? 'hour' : 'year',
  };
}

// Three significant figures: 123,000 a year, 42.5 an hour, 2,840,000 rupees.
function roundPay(amount: number): number {
  return Number(amount.toPrecision(3));
}
