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
import { anonymousCsrfToken, ensureAnonCookie } from '../auth/csrf';
import { buildBootData } from './boot-data';
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

// Decision 001 §3: every page path answers the app's HTML with its boot data and head.
export async function sendPage(
  deps: AppDeps,
  template: PageTemplate,
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
  const csrfToken =
    session.status === 'active'
      ? session.session.csrfToken
      : anonymousCsrfToken(deps.secret, ensureAnonCookie(deps, request, reply));
  const pageId = match?.route.pageId ?? null;
  const seo = pageId ? group.configs.pcsxConfig.seoConfig[pageId] : undefined;
  const title = resolvePageTitle({
    seoTitle: seo?.title,
    query: readSearchText(match?.params.query ?? query.query),
    location: readSearchText(match?.params.location ?? query.location),
    companyName: group.companyName,
  });
  const lang = pickLocale({
    hl: query.hl,
    browserLanguages: parseAcceptLanguage(request.headers['accept-language']),
    supported: group.configs.supportedLanguages,
  });
  const html = renderPage(template, {
    lang,
    dir: textDirection(lang),
    title,
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
  return reply.status(match ? 200 : 404).send(html);
}
