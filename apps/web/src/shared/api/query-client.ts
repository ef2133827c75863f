import { QueryCache, QueryClient } from '@tanstack/react-query';
import { i18n } from '../i18n/i18n';
import { RequestError } from './request-error';

declare module '@tanstack/react-query' {
  // Declaration merging needs an interface here.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface Register {
    // A query marked silent handles its own failure (spec 1 §8: a failed terms fetch just ends
    // loading); every other failure reaches the query-error snack.
    queryMeta: { silent?: boolean };
  }
}

// spec 2 §8 "Query-error handler": a disruptive snack with the message, default text otherwise.
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
