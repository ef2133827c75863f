import { UsageError } from './errors';

// Readers of the values several commands take.

// A position's number (a positional or --position).
export const POSITION_ID = /^\d{1,9}$/;

// An application's id.
export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

// YYYY-MM-DD as the end of that day (UTC): --due, --expires.
export function readDay(flag: string, value: string | undefined): Date | null {
  if (value === undefined) return null;
  const date = /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T23:59:59Z`) : new Date(NaN);
  if (Number.isNaN(date.getTime())) throw new UsageError(`${flag} must be a date, YYYY-MM-DD`);
  return date;
}

// An instant with its zone: a Z or an offset, so the time is never read in the server's zone.
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;

// --at, --slot, --window's ends.
export function readInstant(at: string, flag = '--at'): Date {
  if (!INSTANT.test(at) || Number.isNaN(new Date(at).getTime())) {
    throw new UsageError(
      `${flag} must be a date and time with its zone, e.g. 2026-12-01T14:30:00Z`,
    );
  }
  return new Date(at);
}
