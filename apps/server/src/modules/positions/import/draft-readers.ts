import { SALARY_PERIODS } from '@careers/contracts';
import { findCountryCode } from '../../geo/geo.public';
import { readNumber, readSalaryPeriod } from './import-values';
import type { FieldPath, FieldProblem } from './position-draft';

// Readers both formats share for the fields that take more than one value to make: a country, a
// pair of coordinates, a salary. Each records what it cannot read under the field's path.

const isMissing = (value: unknown): boolean =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

export function readCountryCode(
  text: string,
  path: FieldPath,
  problems: FieldProblem[],
): string | null {
  const code = findCountryCode(text);
  if (code === null) {
    problems.push({
      path,
      message: `"${text}" is not a country code (ISO 3166-1) or an English country name`,
    });
  }
  return code;
}

export function readCoordinates(
  latitude: unknown,
  longitude: unknown,
  placePath: FieldPath,
  problems: FieldProblem[],
): { lat: number | null; lng: number | null } {
  if (isMissing(latitude) && isMissing(longitude)) return { lat: null, lng: null };
  const read = (value: unknown, part: 'lat' | 'lng', other: string): number | null => {
    const path = [...placePath, part];
    if (isMissing(value)) {
      problems.push({ path, message: `is required when the ${other} is given` });
      return null;
    }
    const number = readNumber(value);
    if (number === undefined) problems.push({ path, message: 'must be a number' });
    return number ?? null;
  };
  return { lat: read(latitude, 'lat', 'longitude'), lng: read(longitude, 'lng', 'latitude') };
}

export type SalaryParts = { min: unknown; max: unknown; currency: unknown; period: unknown };

// One amount (min or max alone) stands for both ends of the range.
export function readSalary(parts: SalaryParts, problems: FieldProblem[]): Record<string, unknown> {
  const amount = (value: unknown, part: 'min' | 'max'): number | undefined => {
    if (isMissing(value)) return undefined;
    const number = readNumber(value);
    if (number === undefined)
      problems.push({ path: ['salary', part], message: 'must be a number' });
    return number;
  };
  const min = amount(parts.min, 'min');
  const max = amount(parts.max, 'max');
  if (isMissing(parts.min) && isMissing(parts.max)) {
    problems.push({ path: ['salary', 'min'], message: 'is required with a salary' });
  }
  let period: unknown = parts.period;
  if (typeof parts.period === 'string' && !isMissing(parts.period)) {
    period = readSalaryPeriod(parts.period);
    if (period === null) {
      const periods = SALARY_PERIODS.join(', ');
      problems.push({ path: ['salary', 'period'], message: `must be one of ${periods}` });
    }
  }
  const currency =
    typeof parts.currency === 'string' ? parts.currency.trim().toUpperCase() : parts.currency;
  return { min: min ?? max, max: max ?? min, currency, period };
}
