import { createContext, use, type ReactNode } from 'react';
import { PREFETCHED_QUERIES_ELEMENT_ID } from '@careers/contracts/wire';

// One call's answer as the server rendered the page with it (decision 014): its data, or the
// status and message of its failure (a closed job's 410 is part of the page).
export type PrefetchedQuery = {
  queryKey: readonly [string, unknown];
  updatedAt: number;
  data?: unknown;
  error?: { status: number; message: string };
};

const PrefetchedQueriesContext = createContext<readonly PrefetchedQuery[]>([]);

export function PrefetchedQueriesProvider(props: {
  value: readonly PrefetchedQuery[];
  children: ReactNode;
}) {
  return <PrefetchedQueriesContext value={props.value}>{props.children}</PrefetchedQueriesContext>;
}

export function usePrefetchedQueries(): readonly PrefetchedQuery[] {
  return use(PrefetchedQueriesContext);
}

// The server writes them beside the boot data; a page rendered in the browser has none.
export function readPrefetchedQueries(root: Document = document): PrefetchedQuery[] {
  const text = root.getElementById(PREFETCHED_QUERIES_ELEMENT_ID)?.textContent;
  if (!text) return [];
  const value: unknown = JSON.parse(text);
  return Array.isArray(value) ? (value as PrefetchedQuery[]) : [];
}
