import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { matchRoutes, RouterProvider } from 'react-router';
import { pickLocale } from '@careers/contracts/locales';
import { applyTheme } from '../features/config/theme';
import { readPrefetchedState } from '../shared/api/prefetched-state';
import { setRequestGroup } from '../shared/api/request-context';
import { App } from './app';
import { appRoutes, createAppRouter } from './router';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root.');
// Decision 014: a page the server rendered is hydrated in the language it was rendered in,
// after the lazy routes it shows have loaded (asked for first: the visitor may be waiting,
// decision 021); any other page starts here.
const rendered = root.firstElementChild !== null;
const lazyRoutes = rendered ? resolveLazyRoutes() : null;

// The app, started by main.tsx once the page has painted (for a logged-out visitor's server
// page, on their first sign). The boot-data reader and i18next load beside it rather than
// inside it (decision 008).
const [{ readBootData }, { initI18n }] = await Promise.all([
  import('../shared/boot/boot-data'),
  import('../shared/i18n/i18n'),
]);
const boot = readBootData();
setRequestGroup(boot.domain);
applyTheme(boot.configs.pcsxConfig.branding.theme);

const locale = rendered
  ? document.documentElement.lang
  : pickLocale({
      hl: new URLSearchParams(window.location.search).get('hl'),
      browserLanguages: navigator.languages,
      supported: boot.configs.supportedLanguages,
    });
await Promise.all([initI18n(locale), lazyRoutes]);

const app = (
  <StrictMode>
    <App boot={boot} prefetched={readPrefetchedState()}>
      <RouterProvider router={createAppRouter()} />
    </App>
  </StrictMode>
);
// Hydration as a transition yields to the browser between components, so taking over a big
// page is many short tasks rather than one long one (decision 014).
if (rendered) {
  startTransition(() => {
    hydrateRoot(root, app);
  });
} else createRoot(root).render(app);

async function resolveLazyRoutes(): Promise<void> {
  const matches = matchRoutes(appRoutes, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, loaded, { lazy: undefined });
    }),
  );
}
