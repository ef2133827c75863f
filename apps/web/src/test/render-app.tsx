import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { BootData } from '@careers/contracts/boot';
import { App } from '../app/app';
import { appRoutes } from '../app/router';
import { setRequestGroup } from '../shared/api/request-context';

// The whole app on a memory router at `url`, as main.tsx would start it.
export function renderApp(boot: BootData, url: string) {
  window.history.replaceState(null, '', url);
  setRequestGroup(boot.domain);
  const router = createMemoryRouter(appRoutes, { initialEntries: [url] });
  const view = render(
    <App boot={boot}>
      <RouterProvider router={router} />
    </App>,
  );
  return { ...view, router };
}
