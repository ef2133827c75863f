import { PREFETCHED_QUERIES_ELEMENT_ID } from '@careers/contracts/wire';

// One call's answer as the server rendered the page with it (decision 014): its data, or the
// status and message of its failure (a closed job's 410 is part of the page).
export type PrefetchedQuery = {
  queryKey: readonly [string, unknown];
  updatedAt: number;
  data?: unknown;
  error?: { status: number; message: string };
};

// What a server-rendered page was rendered with: the answers, and the time, so that "3 hours
// ago" reads the same when the browser takes the page over.
export type PrefetchedState = { renderedAt: number; queries: readonly PrefetchedQuery[] };

export const NO_PREFETCHED_STATE: PrefetchedState = { renderedAt: 0, queries: [] };

// The server writes it beside the boot data; a page rendered in the browser has none.
export function readPrefetchedState(root: Document = document): PrefetchedState {
  const text = root.getElementById(PREFETCHED_QUERIES_ELEMENT_ID)?.textContent;
  if (!text) return NO_PREFETCHED_STATE;
  const value = JSON.parse(text) as Partial<PrefetchedState> | null;
  return {
    renderedAt: typeof value?.renderedAt === 'number' ? value.renderedAt : 0,
    queries: Array.isArray(value?.queries) ? value.queries : [],
  };
}
