import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { i18n } from '../i18n/i18n';
import type { PrefetchedQuery } from './prefetched-state';
import { RequestError } from './request-error';

declare module '@tanstack/react-query' {
  // Declaration merging needs an interface here.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface Register {
    // A query marked silent handles its own failure (a failed terms fetch just ends loading);
    // every other failure reaches the query-error snack.
    queryMeta: { silent?: boolean };
  }
}

// A failed call as it is reported: which call, its status (null without an answer) and message.
export type FetchFailure = { call: string; status: number | null; message: string };

// Every failed call is logged and reported, whether or not anything shows it (a silent read, a
// write shown inline, a notification call that shows nothing): the console, and `report` (the
// shell sends it to /vslog). A call given up by the app (a cancelled read) is no failure.
function logFailure(
  key: readonly unknown[] | undefined,
  error: Error,
  report: (failure: FetchFailure) => void,
): void {
  if (error.name === 'AbortError' || error.name === 'CancelledError') return;
  const call = typeof key?.[0] === 'string' ? key[0] : 'unknown call';
  console.warn(`Could not fetch: ${call}`, error);
  report({
    call,
    status: error instanceof RequestError ? error.status : null,
    message: error.message,
  });
}

// The query-error handler: a disruptive snack with the message, default text otherwise
// (docs/product/shell-and-gates.md).
export function createQueryClient(
  showErrorSnack: (message: string) => void,
  report: (failure: FetchFailure) => void = () => undefined,
): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        logFailure(query.queryKey, error, report);
        if (query.meta?.silent) return;
        const fallback = i18n.t('errors.loadingResults');
        showErrorSnack(error instanceof RequestError ? error.message || fallback : fallback);
      },
    }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => {
        logFailure(mutation.options.mutationKey, error, report);
      },
    }),
    defaultOptions: {
      queries: {
        retry: (failureCount, error) =>
          failureCount < 2 &&
          !(error instanceof RequestError && error.status !== null && error.status < 500),
        refetchOnWindowFocus: false,
      },
    },
  });
}

// The answers the server rendered the page with (decision 014), as if the app had just fetched
// them: fresh for each query's own staleTime, so hydration fetches nothing twice.
export function seedQueryClient(client: QueryClient, queries: readonly PrefetchedQuery[]): void {
  for (const { queryKey, updatedAt, data, error } of queries) {
    if (error) {
      client
        .getQueryCache()
        .build(client, { queryKey })
        .setState({
          status: 'error',
          fetchStatus: 'idle',
          error: new RequestError(error.message, { status: error.status }),
          errorUpdatedAt: updatedAt,
          errorUpdateCount: 1,
        });
    } else {
      client.setQueryData(queryKey, data, { updatedAt });
    }
  }
}
