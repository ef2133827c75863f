import type { FormValues } from './types';

/** A value by name, own properties only (a submission's `__proto__` key is just a key). */
export function own(values: unknown, name: string): unknown {
  if (values === null || typeof values !== 'object') return undefined;
  return Object.hasOwn(values, name) ? (values as FormValues)[name] : undefined;
}

/** Spec 3 §5 "empty": nothing, blank text, an empty list, a range with neither end. */
export function isEmpty(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  if (typeof value === 'object') {
    const range = value as { startDate?: unknown; endDate?: unknown };
    if ('startDate' in range || 'endDate' in range)
      return isEmpty(range.startDate) && isEmpty(range.endDate);
  }
  return false;
}

/** A rule's number as stored (a definition is JSON: a "5" may stand for 5). */
export function numeric(value: unknown): number {
  return typeof value === 'number' ? value : Number(value);
}
