import { RouterProvider, type createBrowserRouter } from 'react-router';
import type { BootData } from '@careers/contracts/boot';
import { BootDataProvider } from '../shared/boot/boot-data-context';

export type AppProps = { boot: BootData; router: ReturnType<typeof createBrowserRouter> };

export function App({ boot, router }: AppProps) {
  return (
    <BootDataProvider value={boot}>
      <RouterProvider router={router} />
    </BootDataProvider>
  );
}
