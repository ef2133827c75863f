import type { FormValues } from './types';

// A submission is any JSON: every read goes through these, so a `__proto__` or `constructor` key is
// only ever an own property, never the prototype.

/** A value by name, own properties only. */
export function own(values: unknown, name: string): unknown {
  if (values === null || typeof values !== 'object') return undefined;
  return Object.hasOwn(values, name) ? (values as FormValues)[name] : undefined;
}

/** A list from JSON, or none. */
export function listOf(value: unknown): readonly unknown[] {
  return Array.isArray(value) ? (value as unknown[]) : [];
}

export function isRecord(value: unknown): value is FormValues {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

const isBlank = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/**
 * "Empty" (for the required rule and the visibility language): nothing, blank text, an empty
 * list, or a date range with neither end.
 */
export function isEmpty(value: unknown): boolean {
  if (isBlank(value)) return true;
  if (Array.isArray(value)) return value.length === 0;
  if (isRecord(value) && (Object.hasOwn(value, 'startDate') || Object.hasOwn(value, 'endDate'))) {
    return isBlank(value.startDate) && isBlank(value.endDate);
  }
  return false;
}

/** Text of a text-like answer: a string, or a finite number as typed; anything else is not. */
export function textOf(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return undefined;
}

/** A rule's numeric limit; NaN (the rule then never fails) when it is not a number. */
export function limitOf(limit: unknown): number {
  if (typeof limit === 'number') return limit;
  if (typeof limit === 'string' && limit.trim() !== '') return Number(limit);
  return Number.NaN;
}
