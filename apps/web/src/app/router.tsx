import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { PAGE_ROUTES, type PageId } from '@careers/contracts/pages';
import { loadChunk } from '../shared/lazy/load-chunk';
import { RootError, RouteError } from './route-error';
import type { RouteHandle } from './use-current-page';

type PageModule = { default: ComponentType };

// Each page file (`pages/<name>.page.tsx`, its page as the default export) is a lazy chunk with a
// catalog of its own (build/catalog-bundles.ts). A page id is served by the file named after it
// (`jobAlerts` by `job-alerts.page.tsx`), or by the page group below: a new page needs a file,
// not a line here.
const PAGE_FILES = import.meta.glob<PageModule>('./pages/*.page.tsx');
const PAGE_GROUPS: Partial<Record<PageId, string>> = {
  jtn: 'jobs',
  singlePosition: 'position',
  applyPage: 'apply',
  ProfileBootstrapping: 'profile',
  settings: 'profile',
  exportResume: 'profile',
  interviews: 'dashboard',
  events: 'dashboard',
  formView: 'forms',
  documentCenter: 'forms',
  offer: 'offers',
  offerLetter: 'offers',
};

export function pageFileOf(pageId: PageId): string {
  return PAGE_GROUPS[pageId] ?? pageId.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
}

function pageLoader(pageId: PageId): () => Promise<PageModule> {
  const load = PAGE_FILES[`./pages/${pageFileOf(pageId)}.page.tsx`];
  if (!load) throw new Error(`No page file serves the page "${pageId}".`);
  return load;
}

// The page's chunk and its catalog, together; the server renders with every catalog loaded.
async function loadPage(pageId: PageId): Promise<ComponentType> {
  const catalogs =
    typeof document === 'undefined'
      ? undefined
      : loadChunk(() =>
          import('../shared/i18n/i18n').then(({ loadCatalogs }) =>
            loadCatalogs(pageFileOf(pageId)),
          ),
        );
  const [page] = await Promise.all([loadChunk(pageLoader(pageId)), catalogs]);
  return page.default;
}

const pageRoutes: RouteObject[] = PAGE_ROUTES.map((pageRoute) => ({
  path: pageRoute.path,
  handle: { pageRoute } satisfies RouteHandle,
  lazy: async () => ({ Component: await loadPage(pageRoute.pageId) }),
}));

export const appRoutes: RouteObject[] = [
  {
    // The shell itself is a lazy group too, so the entry chunk stays small (≤ 120 KB gzip).
    lazy: async () => ({ Component: (await loadChunk(() => import('./shell-root'))).ShellRoot }),
    errorElement: <RootError />,
    // Shown while the shell chunk loads; the server-rendered head already painted the title.
    hydrateFallbackElement: <div aria-busy="true" className="min-h-screen" />,
    children: [{ errorElement: <RouteError />, children: pageRoutes }],
  },
];

export function createAppRouter() {
  return createBrowserRouter(appRoutes);
}
