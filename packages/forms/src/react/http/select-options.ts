import type { Choice } from '../../core/types';
import { toolkitFetch } from './toolkit-fetch';

// Options load once per endpoint and are never refetched (never stale); a failed fetch is retried.
const OPTION_RETRY_DELAYS_MS = [300, 900];
const loaded = new Map<string, Promise<Choice[]>>();

/** The endpoint with the parent's value in place and the page's `debug` parameter passed on. */
export function optionsUrl(endpoint: string, parentValue: unknown, pageSearch: string): string {
  const parent =
    typeof parentValue === 'string' ||
    typeof parentValue === 'number' ||
    typeof parentValue === 'boolean'
      ? String(parentValue)
      : '';
  // Kept as a string: the endpoint may be relative or on another origin, and both stay as given.
  const url = endpoint.replaceAll('{parentValue}', encodeURIComponent(parent));
  const debug = new URLSearchParams(pageSearch).get('debug');
  if (debug === null) return url;
  return `${url}${url.includes('?') ? '&' : '?'}debug=${encodeURIComponent(debug)}`;
}

function choicesOf(body: unknown): Choice[] {
  const options = (body as { data?: { data?: { options?: unknown } } } | null)?.data?.data?.options;
  if (!Array.isArray(options)) throw new Error('No options in the answer.');
  return options
    .filter(
      (option): option is { label: unknown; value: unknown } =>
        !!option && typeof option === 'object',
    )
    .map((option) => ({ label: String(option.label), value: String(option.value) }));
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function fetchOptions(url: string): Promise<Choice[]> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      const response = await toolkitFetch(url);
      if (!response.ok) throw new Error(`Options answered ${response.status}.`);
      return choicesOf(await response.json());
    } catch (error) {
      const delay = OPTION_RETRY_DELAYS_MS[attempt];
      if (delay === undefined) throw error;
      await wait(delay);
    }
  }
}

/** The options of an endpoint: fetched once per URL for the life of the page. */
export function loadOptions(url: string): Promise<Choice[]> {
  let promise = loaded.get(url);
  if (!promise) {
    promise = fetchOptions(url);
    // A final failure is not kept: the next question that asks tries again.
    promise.catch(() => loaded.delete(url));
    loaded.set(url, promise);
  }
  return promise;
}

/** The options of a host loader ("other option callbacks"), once per parent value. */
export function loadHostOptions(
  name: string,
  parentValue: unknown,
  loader: ((parentValue: unknown) => Promise<Choice[]>) | undefined,
): Promise<Choice[]> {
  const key = `host:${name}:${JSON.stringify(parentValue ?? null)}`;
  let promise = loaded.get(key);
  if (!promise) {
    promise = loader
      ? loader(parentValue)
      : Promise.reject(new Error(`No option loader "${name}".`));
    promise.catch(() => loaded.delete(key));
    loaded.set(key, promise);
  }
  return promise;
}

/** Forgets every loaded list (tests). */
export function forgetLoadedOptions(): void {
  loaded.clear();
}
