import {
  matchPageRoute,
  parseAcceptLanguage,
  pickLocale,
  readSearchText,
  resolvePageTitle,
  textDirection,
} from '@careers/contracts';
import type { BootData, PageTitleTemplates } from '@careers/contracts';
import type { AppDeps } from '../../app-deps';
import type { SessionState } from '../auth/auth.public';
import type { Group } from '../config/config.public';
import type { JobPageMeta } from '../positions/positions.public';
import { fillText, serverText } from '../../shared/server-text';
import { buildBootData } from './boot-data';
import { createPageCache, type CachedPage } from './page-cache';
import { renderPage, type PageTemplate, type RenderedApp } from './page-html';
import type { ServerRenderer, Transport } from './server-renderer';

/** A page's language: `hl`, then the browser's, among the site's (docs/product/languages.md). */
export function pageLocale(
  group: Pick<Group, 'configs'>,
  hl: string | undefined,
  acceptLanguage: string | undefined,
): string {
  return pickLocale({
    hl,
    browserLanguages: parseAcceptLanguage(acceptLanguage),
    supported: group.configs.supportedLanguages,
  });
}

// The title and description in the page's language, worded as the app words them once it runs
// (the web catalog's `titles`, copied into the server catalog's `pageTitles`).
function pageTitleTemplates(lang: string): PageTitleTemplates {
  const words = serverText(lang).pageTitles;
  const fill = (template: string, values: Record<string, string>) =>
    fillText(template, (name) => values[name]);
  return {
    queryAtLocation: (query, location) => fill(words.queryAtLocation, { query, location }),
    positionAtCompany: (position, company) => fill(words.positionAtCompany, { position, company }),
    careersAtCompany: (company) => fill(words.careersAtCompany, { company }),
  };
}

export type PageQuery = Partial<Record<'hl' | 'query' | 'location' | 'microsite', string>>;

export type PageRequest = {
  group: Group;
  session: SessionState;
  pathname: string;
  // The path and query as requested: with the scheme, the key of a shared page.
  url: string;
  protocol: string;
  query: PageQuery;
  acceptLanguage: string | undefined;
  // A job page's position, looked up before rendering.
  job?: JobPageMeta;
  // The page's calls, answered in process with the visitor's session (decision 014).
  transport: Transport;
};

// `gzip` only for a page shared by every logged-out visitor (decision 006).
export type RenderedPage = { status: number; html: string; gzip?: () => Promise<Buffer> };

// Absolute URLs come from PUBLIC_URL (or this machine in demo mode), never the Host header a
// client sent.
function canonicalUrl(deps: AppDeps, path: string, domain: string): string {
  const separator = path.includes('?') ? '&' : '?';
  return `${deps.env.PUBLIC_ORIGIN}${path}${separator}domain=${encodeURIComponent(domain)}`;
}

// A render still running after `ms` is abandoned (its thread finishes it and the answer is
// dropped): the page answers at once and renders in the browser, as after a failed render.
async function withinTime<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      reject(new Error(`The render took longer than ${ms} ms`));
    }, ms);
  });
  try {
    return await Promise.race([work, late]);
  } finally {
    clearTimeout(timer);
  }
}

// How long a logged-out page rendered from positions is served from the cache: the time a
// search result stays fresh in the browser, so hydration starts from an answer it would keep.
const RENDERED_PAGE_TTL_MS = 60_000;

// Decision 001 §3: every page path answers the app's HTML with its boot data and head; the search
// and job pages carry their content too, rendered by React (decision 014).
export function createPageRenderer(
  deps: AppDeps,
  template: PageTemplate,
  renderer: ServerRenderer | null,
) {
  const cache = createPageCache();

  const localeOf = (page: PageRequest) =>
    pageLocale(page.group, page.query.hl, page.acceptLanguage);

  // `isWhole`: false when React was to render the page and did not (failed, or ran out of time):
  // such a page works, rendered in the browser, but is not one to keep for other visitors.
  async function render(
    page: PageRequest,
    csrfToken: string,
  ): Promise<{ status: number; html: string; isWhole: boolean }> {
    const { group, query } = page;
    const match = matchPageRoute(page.pathname);
    const lang = localeOf(page);
    const pageId = match?.route.pageId ?? null;
    const seo = pageId ? group.configs.pcsxConfig.seoConfig[pageId] : undefined;
    const position = page.job && page.job.status !== 404 ? page.job : null;
    const templates = pageTitleTemplates(lang);
    const title = resolvePageTitle(
      {
        seoTitle: seo?.title,
        query: readSearchText(match?.params.query ?? query.query),
        location: readSearchText(match?.params.location ?? query.location),
        positionName: position?.title,
        companyName: group.companyName,
      },
      templates,
    );
    const description =
      seo?.description ?? position?.description ?? templates.careersAtCompany(group.companyName);
    const canonical = canonicalUrl(deps, position?.path ?? page.pathname, group.domain);
    const bootData = buildBootData({
      env: deps.env,
      group,
      session: page.session,
      pageId,
      microsite: query.microsite ?? null,
    });
    const isServerPage = renderer?.isServerPage(page.pathname) === true;
    const app = renderer && isServerPage ? await renderApp(renderer, page, bootData, lang) : null;
    const html = renderPage(
      template,
      {
        lang,
        dir: textDirection(lang),
        title,
        description,
        canonicalUrl: canonical,
        openGraph: position
          ? {
              title,
              description,
              url: canonical,
              siteName: group.companyName,
              image: new URL(
                group.configs.pcsxConfig.branding.logoUrl,
                deps.env.PUBLIC_ORIGIN,
              ).toString(),
            }
          : undefined,
        // A private link is for its candidate only; a closed or missing job is not a page to
        // index.
        noindex:
          page.job !== undefined && (position?.isPrivate !== false || page.job.status !== 200),
        jsonLd: position?.jsonLd,
        headScripts: group.configs.pcsxConfig.scriptConfig.pageLoadHeadScripts,
        csrfToken,
        bootData,
      },
      app ?? undefined,
    );
    const status = page.job?.status ?? (match ? 200 : 404);
    return { status, html, isWhole: !isServerPage || app !== null };
  }

  // A page React cannot render still answers: the browser renders it from the shell's HTML.
  async function renderApp(
    appRenderer: ServerRenderer,
    page: PageRequest,
    boot: BootData,
    locale: string,
  ): Promise<RenderedApp | null> {
    try {
      const rendering = appRenderer.renderApp({
        url: `${deps.env.PUBLIC_ORIGIN}${page.url}`,
        boot,
        locale,
        transport: page.transport,
        now: deps.clock().getTime(),
      });
      return await withinTime(rendering, deps.env.RENDER_TIMEOUT_MS);
    } catch (error) {
      deps.logger.error({ err: error, url: page.url }, 'page: server rendering failed');
      return null;
    }
  }

  return {
    async render(page: PageRequest): Promise<RenderedPage | CachedPage> {
      if (page.session.status === 'active') {
        const { status, html } = await render(page, page.session.session.csrfToken);
        return { status, html };
      }
      // Logged out the token is in a cookie, so the page is the same bytes for every visitor.
      // A page rendered from positions (a job page, the search) is kept only while they stay
      // as they were, and briefly.
      const fromPositions = page.job !== undefined || renderer?.isServerPage(page.pathname);
      const now = deps.clock().getTime();
      const key = [
        page.protocol,
        page.url,
        localeOf(page),
        page.job?.status ?? '',
        fromPositions ? deps.search.revision(page.group.id) : '',
      ].join('\n');
      const cached = cache.get(page.group, key, now);
      if (cached) return cached;
      const { status, html, isWhole } = await render(page, '');
      if (!isWhole) return { status, html };
      return cache.set(page.group, key, {
        status,
        html,
        expiresAt: fromPositions ? now + RENDERED_PAGE_TTL_MS : undefined,
      });
    },
  };
}
