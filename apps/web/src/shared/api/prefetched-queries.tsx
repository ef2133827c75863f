import { createContext, use, useSyncExternalStore, type ReactNode } from 'react';
import {
  NO_PREFETCHED_STATE,
  type PrefetchedQuery,
  type PrefetchedState,
} from './prefetched-state';

const PrefetchedContext = createContext<PrefetchedState>(NO_PREFETCHED_STATE);

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
