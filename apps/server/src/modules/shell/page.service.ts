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
import type { JobPageMeta } from '../positions/job-page-meta';
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
  // A job page's position, looked up before rendering (issue 7 item 3).
  job?: JobPageMeta;
};

// `gzip` only for a page shared by every logged-out visitor (decision 006).
export type RenderedPage = { status: number; html: string; gzip?: () => Buffer };

// Issue 5: absolute URLs come from PUBLIC_URL (or this machine in demo mode), never the Host
// header a client sent.
function canonicalUrl(deps: AppDeps, path: string, domain: string): string {
  const separator = path.includes('?') ? '&' : '?';
  return `${deps.env.PUBLIC_ORIGIN}${path}${separator}domain=${encodeURIComponent(domain)}`;
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
    const position = page.job && page.job.status !== 404 ? page.job : null;
    const title = resolvePageTitle({
      seoTitle: seo?.title,
      query: readSearchText(match?.params.query ?? query.query),
      location: readSearchText(match?.params.location ?? query.location),
      positionName: position?.title,
      companyName: group.companyName,
    });
    const description =
      seo?.description ?? position?.description ?? `Careers at ${group.companyName}`;
    const canonical = canonicalUrl(deps, position?.path ?? page.pathname, group.domain);
    const html = renderPage(template, {
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
      // A private link is for its candidate only; a closed or missing job is not a page to index.
      noindex: page.job !== undefined && (position?.isPrivate !== false || page.job.status !== 200),
      jsonLd: position?.jsonLd,
      csrfToken,
      bootData: buildBootData({
        env: deps.env,
        group,
        session: page.session,
        pageId,
        microsite: query.microsite ?? null,
      }),
    });
    return { status: page.job?.status ?? (match ? 200 : 404), html };
  }

  return {
    render(page: PageRequest): RenderedPage | CachedPage {
      if (page.session.status === 'active') return render(page, page.session.session.csrfToken);
      // A job page follows its position, which changes without the group cache reloading.
      if (page.job) return render(page, '');
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
