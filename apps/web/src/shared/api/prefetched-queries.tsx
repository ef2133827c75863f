import { createContext, use, useSyncExternalStore, type ReactNode } from 'react';
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

const NO_STATE: PrefetchedState = { renderedAt: 0, queries: [] };

const PrefetchedContext = createContext<PrefetchedState>(NO_STATE);

export function PrefetchedProvider(props: { value: PrefetchedState; children: ReactNode }) {
  return <PrefetchedContext value={props.value}>{props.children}</PrefetchedContext>;
}

export function usePrefetchedQueries(): readonly PrefetchedQuery[] {
  return use(PrefetchedContext).queries;
}

// When the app started in this browser; a page keeps it as its "now" (relative times do not
// tick while it is open).
const startedAt = Date.now();
const neverChanges = () => () => undefined;

// "Now" for what a page shows: the server's render time while the browser hydrates its HTML
// (and on the server), the browser's own start time after.
export function useNow(): number {
  const { renderedAt } = use(PrefetchedContext);
  return useSyncExternalStore(
    neverChanges,
    () => startedAt,
    () => renderedAt || startedAt,
  );
}

// The server writes it beside the boot data; a page rendered in the browser has none.
export function readPrefetchedState(root: Document = document): PrefetchedState {
  const text = root.getElementById(PREFETCHED_QUERIES_ELEMENT_ID)?.textContent;
  if (!text) return NO_STATE;
  const value = JSON.parse(text) as Partial<PrefetchedState> | null;
  return {
    renderedAt: typeof value?.renderedAt === 'number' ? value.renderedAt : 0,
    queries: Array.isArray(value?.queries) ? value.queries : [],
  };
}
