import * as contracts from '@careers/contracts';
import type { Call } from '@careers/contracts';

const isCall = (value: unknown): value is Call =>
  typeof value === 'object' &&
  value !== null &&
  'method' in value &&
  'path' in value &&
  'response' in value;

// Every call the contracts define, by its exported name: the tables that must cover each call
// (the authorization matrix, hostile input) read them here, so a new call joins them at once.
export const CONTRACT_CALLS: readonly [string, Call][] = Object.entries(
  contracts as Record<string, unknown>,
).flatMap(([name, value]) => (isCall(value) ? [[name, value] as [string, Call]] : []));
