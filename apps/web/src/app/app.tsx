import type { ReactNode } from 'react';
import type { BootData } from '@careers/contracts/boot';
import { BootDataProvider } from '../shared/boot/boot-data-context';
import { PrefetchedProvider } from '../shared/api/prefetched-queries';
import type { PrefetchedState } from '../shared/api/prefetched-state';

export type AppProps = {
  boot: BootData;
  // The answers a server-rendered page was rendered with (decision 014).
  prefetched?: PrefetchedState;
  // The router: the browser's, or the server's static one.
  children: ReactNode;
};

const NOTHING_PREFETCHED: PrefetchedState = { renderedAt: 0, queries: [] };

export function App({ boot, prefetched = NOTHING_PREFETCHED, children }: AppProps) {
  return (
    <BootDataProvider value={boot}>
      <PrefetchedProvider value={prefetched}>{children}</PrefetchedProvider>
    </BootDataProvider>
  );
}
