import { QueryCache, QueryClient } from '@tanstack/react-query';
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

// The query-error handler: a disruptive snack with the message, default text otherwise
// (docs/product/shell-and-gates.md).
export function createQueryClient(showErrorSnack: (message: string) => void): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        if (query.meta?.silent) return;
        const fallback = i18n.t('errors.loadingResults');
        showErrorSnack(error instanceof RequestError ? error.message || fallback : fallback);
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
