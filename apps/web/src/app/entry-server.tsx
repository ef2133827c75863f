import { StrictMode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import i18next, { type i18n as I18n } from 'i18next';
import type { BootData } from '@careers/contracts/boot';
import { matchPageRoute } from '@careers/contracts/pages';
import { createPrefetcher, type Transport } from '../shared/api/prefetch';
import type { PrefetchedState } from '../shared/api/prefetched-state';
import { I18N_OPTIONS } from '../shared/i18n/i18n';
import { catalogFor } from '../shared/i18n/whole-catalogs';
import { App } from './app';
import { renderToHtml } from './render-to-html';
import { serveRenderJobs } from './render-worker';
import { appRoutes } from './router';
import { SERVER_PAGES } from './server-pages';

// The server's side of decision 014: render a page of SERVER_PAGES with React, after loading
// the calls it needs in process. Built by `vite build --ssr` into apps/web/dist-server and
// loaded by the server at start.

export type RenderRequest = {
  // The page's absolute URL.
  url: string;
  boot: BootData;
  // The page's language, chosen by the server (hl, then Accept-Language).
  locale: string;
  transport: Transport;
  now: number;
};

export type RenderedApp = { html: string; state: PrefetchedState };

// One i18next instance per language, shared by every page in it: the catalogs never change
// while the server runs, and nothing changes an instance's language.
const instances = new Map<string, Promise<I18n>>();

function i18nFor(locale: string): Promise<I18n> {
  let instance = instances.get(locale);
  if (!instance) {
    instance = (async () => {
      const [catalog, english] = await Promise.all([catalogFor(locale), catalogFor('en')]);
      const created = i18next.createInstance({
        ...I18N_OPTIONS,
        lng: locale,
        initAsync: false,
        resources: {
          en: { translation: english ?? {} },
          ...(catalog ? { [locale]: { translation: catalog } } : {}),
        },
      });
      await created.init();
      return created;
    })();
    instances.set(locale, instance);
  }
  return instance;
}

// Built once: flattening and ranking the route table took about 0.5 ms of every render (the job
// page benchmark); lazy routes it resolves stay resolved for the next page.
const staticHandler = createStaticHandler(appRoutes);

export function isServerPage(pathname: string): boolean {
  const pageId = matchPageRoute(pathname)?.route.pageId;
  return pageId !== undefined && SERVER_PAGES[pageId] !== undefined;
}

export async function renderApp(request: RenderRequest): Promise<RenderedApp | null> {
  const url = new URL(request.url);
  const match = matchPageRoute(url.pathname);
  const pageData = match ? SERVER_PAGES[match.route.pageId] : undefined;
  if (!match || !pageData) return null;
  const { prefetch, queries } = createPrefetcher(request.transport, request.now);
  const state: PrefetchedState = { renderedAt: request.now, queries };
  const [i18n] = await Promise.all([
    i18nFor(request.locale),
    pageData({
      prefetch,
      boot: request.boot,
      locale: request.locale,
      search: url.search,
      params: match.params,
    }),
  ]);
  const context = await staticHandler.query(new Request(url));
  // No route loads data through React Router, so the answer is never a redirect.
  if (context instanceof Response) return null;
  const router = createStaticRouter(staticHandler.dataRoutes, context);
  const html = await renderToHtml(
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <App boot={request.boot} prefetched={state}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </App>
      </I18nextProvider>
    </StrictMode>,
  );
  return { html, state };
}

// Run in a worker thread by the server (decision 023): renders the pages its main thread sends.
export function serveRenders(): void {
  serveRenderJobs(renderApp);
}
