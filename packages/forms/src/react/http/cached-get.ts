// A GET whose answer the browser keeps for 3600 s by default. A fresh copy answers at once while a
// refresh runs behind it and reports a change; caching can be turned off, and a forced call skips
// the copy.
import { toolkitFetch } from './toolkit-fetch';

export const CACHE_SECONDS = 3600;
const PREFIX = 'careers-forms:get:';

type Entry = { at: number; data: unknown };

export type CachedGetOptions<T> = {
  maxAgeSeconds?: number;
  disabled?: boolean;
  force?: boolean;
  onChange?: (data: T) => void;
};

function storage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

function read(url: string): Entry | undefined {
  try {
    const text = storage()?.getItem(PREFIX + url);
    return text ? (JSON.parse(text) as Entry) : undefined;
  } catch {
    return undefined;
  }
}

function write(url: string, data: unknown): void {
  try {
    storage()?.setItem(PREFIX + url, JSON.stringify({ at: Date.now(), data }));
  } catch {
    // A full or missing storage only means no cache.
  }
}

async function fetchData<T>(url: string): Promise<T> {
  const response = await toolkitFetch(url);
  if (!response.ok) throw new Error(`GET ${url} answered ${response.status}.`);
  return ((await response.json()) as { data: T }).data;
}

export async function cachedGet<T>(url: string, options: CachedGetOptions<T> = {}): Promise<T> {
  const { maxAgeSeconds = CACHE_SECONDS, disabled = false, force = false, onChange } = options;
  if (disabled) return fetchData<T>(url);
  const entry = force ? undefined : read(url);
  if (entry && Date.now() - entry.at < maxAgeSeconds * 1000) {
    void fetchData<T>(url).then(
      (fresh) => {
        write(url, fresh);
        if (JSON.stringify(fresh) !== JSON.stringify(entry.data)) onChange?.(fresh);
      },
      () => undefined,
    );
    return entry.data as T;
  }
  const data = await fetchData<T>(url);
  write(url, data);
  return data;
}

export function invalidateCachedGet(url: string): void {
  try {
    storage()?.removeItem(PREFIX + url);
  } catch {
    // Nothing kept, nothing to drop.
  }
}

// The memo helper keeps an answer for 5 minutes by default.
export function memoize<A extends unknown[], R>(fn: (...args: A) => R, ttlMs = 5 * 60_000) {
  const kept = new Map<string, { at: number; value: R }>();
  return (...args: A): R => {
    const key = JSON.stringify(args);
    const hit = kept.get(key);
    if (hit && Date.now() - hit.at < ttlMs) return hit.value;
    const value = fn(...args);
    kept.set(key, { at: Date.now(), value });
    // A failed promise is not kept: the next call tries again.
    if (value instanceof Promise) {
      value.catch(() => {
        if (kept.get(key)?.value === value) kept.delete(key);
      });
    }
    return value;
  };
}
