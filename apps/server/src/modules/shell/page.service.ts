import {
  matchPageRoute,
  parseAcceptLanguage,
  pickLocale,
  readSearchText,
  resolvePageTitle,
  textDirection,
} from '@careers/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppDeps } from '../../http/app-deps';
import { sessionFor } from '../../http/request-context';
import { issueAnonymousCsrfCookie } from '../auth/csrf';
import { buildBootData } from './boot-data';
import type { PageCache } from './page-cache';
import { escapeHtml, renderPage, type PageTemplate } from './page-html';

type PageQuery = Partial<Record<'domain' | 'hl' | 'query' | 'location' | 'microsite', string>>;

function readQuery(request: FastifyRequest): PageQuery {
  const query = request.query as Record<string, unknown>;
  const pick = (key: string) => (typeof query[key] === 'string' ? query[key] : undefined);
  return {
    domain: pick('domain'),
    hl: pick('hl'),
    query: pick('query'),
    location: pick('location'),
    microsite: pick('microsite'),
  };
}

function canonicalUrl(deps: AppDeps, request: FastifyRequest, pathname: string, domain: string) {
  const origin = deps.env.PUBLIC_URL?.replace(/\/$/, '') ?? `${request.protocol}://${request.host}`;
  return `${origin}${pathname}?domain=${encodeURIComponent(domain)}`;
}

function notFoundPage(message: string): string {
  return `<!doctype html><html lang="en" dir="ltr"><head><meta charset="utf-8" /><title>Not found</title></head><body><h1>Not found</h1><p>${escapeHtml(message)}</p><p><a href="/careers">Careers</a></p></body></html>`;
}

function acceptsGzip(request: FastifyRequest): boolean {
  return /\bgzip\b/.test(request.headers['accept-encoding'] ?? '');
}

// Decision 001 §3: every page path answers the app's HTML with its boot data and head.
export async function sendPage(
  deps: AppDeps,
  template: PageTemplate,
  cache: PageCache,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<FastifyReply> {
  const pathname = request.url.split('?')[0] ?? '/';
  const match = matchPageRoute(pathname);
  const query = readQuery(request);
  reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8');
  const group = await deps.groups.get(query.domain ?? deps.env.DEFAULT_DOMAIN);
  if (!group) return reply.status(404).send(notFoundPage('This site does not exist.'));

  const session = await sessionFor(deps, request, group);
  const status = match ? 200 : 404;
  const lang = pickLocale({
    hl: query.hl,
    browserLanguages: parseAcceptLanguage(request.headers['accept-language']),
    supported: group.configs.supportedLanguages,
  });
  const render = (csrfToken: string) => {
    const pageId = match?.route.pageId ?? null;
    const seo = pageId ? group.configs.pcsxConfig.seoConfig[pageId] : undefined;
    return renderPage(template, {
      lang,
      dir: textDirection(lang),
      title: resolvePageTitle({
        seoTitle: seo?.title,
        query: readSearchText(match?.params.query ?? query.query),
        location: readSearchText(match?.params.location ?? query.location),
        companyName: group.companyName,
      }),
      description: seo?.description ?? `Careers at ${group.companyName}`,
      canonicalUrl: canonicalUrl(deps, request, pathname, group.domain),
      csrfToken,
      bootData: buildBootData({
        env: deps.env,
        group,
        session,
        pageId,
        microsite: query.microsite ?? null,
      }),
    });
  };
  if (session.status === 'active') {
    return reply.status(status).send(render(session.session.csrfToken));
  }

  // Logged out: the token is in a cookie (decision 006), so the page itself can be shared.
  issueAnonymousCsrfCookie(deps, request, reply);
  const key = `${request.host}\n${request.url}\n${lang}`;
  const page = cache.get(group, key) ?? cache.set(group, key, status, render(''));
  reply.status(page.status);
  if (!acceptsGzip(request)) return reply.send(page.html);
  return reply
    .header('content-encoding', 'gzip')
    .header('vary', 'accept-encoding')
    .send(page.gzip());
}
