import type { ReactNode } from 'react';
import type { BootData } from '@careers/contracts/boot';
import { BootDataProvider } from '../shared/boot/boot-data-context';
import { PrefetchedQueriesProvider, type PrefetchedQuery } from '../shared/api/prefetched-queries';

export type AppProps = {
  boot: BootData;
  // The answers a server-rendered page was rendered with (decision 014).
  queries?: readonly PrefetchedQuery[];
  // The router: the browser's, or the server's static one.
  children: ReactNode;
};

const NO_QUERIES: readonly PrefetchedQuery[] = [];

export function App({ boot, queries = NO_QUERIES, children }: AppProps) {
  return (
    <BootDataProvider value={boot}>
      <PrefetchedQueriesProvider value={queries}>{children}</PrefetchedQueriesProvider>
    </BootDataProvider>
  );
}
