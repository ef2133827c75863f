import {
  matchPageRoute,
  parseAcceptLanguage,
  pickLocale,
  readSearchText,
  resolvePageTitle,
  textDirection,
} from '@careers/contracts';
import type { AppDeps } from '../../app-deps';
import type { SessionState } from '../auth/session.service';
import type { Group } from '../config/group-cache';
import { buildBootData } from './boot-data';
import { createPageCache, type CachedPage } from './page-cache';
import { renderPage, type PageTemplate } from './page-html';

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
};

// `gzip` only for a page shared by every logged-out visitor (decision 006).
export type RenderedPage = { status: number; html: string; gzip?: () => Buffer };

// Issue 5: absolute URLs come from PUBLIC_URL (or this machine in demo mode), never the Host
// header a client sent.
function canonicalUrl(deps: AppDeps, pathname: string, domain: string): string {
  return `${deps.env.PUBLIC_ORIGIN}${pathname}?domain=${encodeURIComponent(domain)}`;
}

// Decision 001 §3: every page path answers the app's HTML with its boot data and head.
export function createPageRenderer(deps: AppDeps, template: PageTemplate) {
  const cache = createPageCache();

  function render(page: PageRequest, csrfToken: string): { status: number; html: string } {
    const { group, query } = page;
    const match = matchPageRoute(page.pathname);
    const lang = pickLocale({
      hl: query.hl,
      browserLanguages: parseAcceptLanguage(page.acceptLanguage),
      supported: group.configs.supportedLanguages,
    });
    const pageId = match?.route.pageId ?? null;
    const seo = pageId ? group.configs.pcsxConfig.seoConfig[pageId] : undefined;
    const html = renderPage(template, {
      lang,
      dir: textDirection(lang),
      title: resolvePageTitle({
        seoTitle: seo?.title,
        query: readSearchText(match?.params.query ?? query.query),
        location: readSearchText(match?.params.location ?? query.location),
        companyName: group.companyName,
      }),
      description: seo?.description ?? `Careers at ${group.companyName}`,
      canonicalUrl: canonicalUrl(deps, page.pathname, group.domain),
      csrfToken,
      bootData: buildBootData({
        env: deps.env,
        group,
        session: page.session,
        pageId,
        microsite: query.microsite ?? null,
      }),
    });
    return { status: match ? 200 : 404, html };
  }

  return {
    render(page: PageRequest): RenderedPage | CachedPage {
      if (page.session.status === 'active') return render(page, page.session.session.csrfToken);
      // Logged out the token is in a cookie, so the page is the same bytes for every visitor.
      const lang = pickLocale({
        hl: page.query.hl,
        browserLanguages: parseAcceptLanguage(page.acceptLanguage),
        supported: page.group.configs.supportedLanguages,
      });
      const key = `${page.protocol}\n${page.url}\n${lang}`;
      const cached = cache.get(page.group, key);
      if (cached) return cached;
      const fresh = render(page, '');
      return cache.set(page.group, key, fresh.status, fresh.html);
    },
  };
}
