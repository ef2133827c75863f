import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppDeps } from '../../app-deps';
import { issueAnonymousCsrfCookie, findGroup, sessionFor } from '../auth/auth.public';
import {
  matchPageRoute,
  parseAcceptLanguage,
  parseDsn,
  pickLocale,
  SUPPORTED_LOCALES,
} from '@careers/contracts';
import { isHttpsPublicUrl } from '../../env';
import { contentSecurityPolicy } from '../../http/security';
import type { Group } from '../config/config.public';
import { prefilledLocation, visitorPlace } from '../geo/geo.public';
import { findJobPageMeta, type JobPageMeta } from '../positions/positions.public';
import { notFoundPage, type PageTemplate } from './page-html';
import { createPageRenderer, pageLocale, type PageQuery } from './page.service';
import type { ServerRenderer, Transport } from './server-renderer';

const PAGE_PATHS = ['/careers', '/careers/*', '/candidate/login', '/logout'];

function readQuery(request: FastifyRequest): PageQuery & { domain?: string; pid?: string } {
  const query = request.query as Record<string, unknown>;
  const pick = (key: string) => (typeof query[key] === 'string' ? query[key] : undefined);
  return {
    domain: pick('domain'),
    hl: pick('hl'),
    query: pick('query'),
    location: pick('location'),
    microsite: pick('microsite'),
    pid: pick('pid'),
  };
}

// /careers/job/{pid} and /careers/job/private?pid=: the position the page is about.
async function jobPageOf(
  deps: AppDeps,
  group: NonNullable<Awaited<ReturnType<typeof findGroup>>>,
  pathname: string,
  pid: string | undefined,
  language: string,
): Promise<JobPageMeta | undefined> {
  const match = matchPageRoute(pathname);
  if (match?.route.pageId !== 'singlePosition') return undefined;
  const raw = match.params.pid ?? pid;
  if (!raw) return { status: 404 };
  return findJobPageMeta(deps, group, raw, deps.clock(), deps.env.PUBLIC_ORIGIN, language);
}

// The group's crash-reporting sink (docs/configuration.md): the browser posts crashes there, so
// its pages' CSP lets them connect to it, and only then.
function crashReportingOrigin(dsn: string | undefined): string | null {
  return dsn === undefined ? null : (parseDsn(dsn)?.origin ?? null);
}

// A group's pages may also post crashes to its sink and load its head scripts, each by its
// origin; other groups' pages keep the site's policy. Worked out once per loaded config.
const policies = new WeakMap<Group['configs'], string | null>();
function groupPagePolicy(group: Group, isHttps: boolean): string | null {
  let policy = policies.get(group.configs);
  if (policy === undefined) {
    policy = policyFor(group.configs.pcsxConfig, isHttps);
    policies.set(group.configs, policy);
  }
  return policy;
}

function policyFor(pcsxConfig: Group['configs']['pcsxConfig'], isHttps: boolean): string | null {
  const { errorReporting, scriptConfig } = pcsxConfig;
  const crashSink = crashReportingOrigin(errorReporting.dsn);
  const scripts = [
    ...new Set(scriptConfig.pageLoadHeadScripts.map((script) => new URL(script.src).origin)),
  ];
  if (!crashSink && scripts.length === 0) return null;
  return contentSecurityPolicy(isHttps, crashSink ? [crashSink] : [], scripts);
}

// ipGeolocation / ipGeolocationLatLong (docs/product/search.md): a search opened with no location
// gets the visitor's approximate place, from the trusted proxy's headers. The page is sent to
// that address, so the candidate sees where the place came from and may clear it, and the page
// rendered on the server is the one the browser shows.
function prefilledSearchUrl(
  request: FastifyRequest,
  group: Group,
  query: PageQuery,
): string | null {
  const { ipGeolocation, ipGeolocationLatLong } = group.configs;
  if (!ipGeolocation && !ipGeolocationLatLong) return null;
  const match = matchPageRoute(request.url.split('?')[0] ?? '/');
  if (match?.route.pageId !== 'jobs' || query.location !== undefined || match.params.location)
    return null;
  const place = visitorPlace(request.headers);
  const location = place && prefilledLocation(place, { ipGeolocation, ipGeolocationLatLong });
  if (!location) return null;
  const url = new URL(request.url, 'http://page');
  url.searchParams.set('location', location);
  return `${url.pathname}${url.search}`;
}

function decodePath(pathname: string): string {
  try {
    return decodeURIComponent(pathname);
  } catch {
    return pathname;
  }
}

function acceptsGzip(request: FastifyRequest): boolean {
  return /\bgzip\b/.test(request.headers['accept-encoding'] ?? '');
}

// Decision 014: a server-rendered page asks for its data through the app's own routes, in
// process, as the visitor (their cookies, their language).
function transportFor(app: FastifyInstance, request: FastifyRequest): Transport {
  return async (path) => {
    const response = await app.inject({
      method: 'GET',
      url: path,
      headers: {
        cookie: request.headers.cookie ?? '',
        'accept-language': request.headers['accept-language'] ?? '',
      },
    });
    let body: unknown = null;
    try {
      body = response.json();
    } catch {
      // Not JSON: the status says what happened.
    }
    return { status: response.statusCode, body };
  };
}

export function registerPageRoutes(
  app: FastifyInstance,
  deps: AppDeps,
  template: PageTemplate,
  serverRenderer: ServerRenderer | null,
): void {
  const renderer = createPageRenderer(deps, template, serverRenderer);
  const isHttps = isHttpsPublicUrl(deps.env);

  // A page is not a call, so it builds no request scope: an unknown group answers an HTML page,
  // not the calls' JSON 404, and the render needs the session itself (its CSRF token goes into
  // the page).
  async function sendPage(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> {
    const query = readQuery(request);
    // Every page carries its visitor's CSRF token, and a candidate's their name: never kept by a
    // shared cache.
    reply.header('cache-control', 'private, no-cache').type('text/html; charset=utf-8');
    const group = await findGroup(deps, query.domain);
    if (!group) {
      const locale = pickLocale({
        hl: query.hl,
        browserLanguages: parseAcceptLanguage(request.headers['accept-language']),
        supported: SUPPORTED_LOCALES,
      });
      return reply.status(404).send(notFoundPage(locale));
    }
    const prefilled = deps.env.TRUST_PROXY ? prefilledSearchUrl(request, group, query) : null;
    if (prefilled) return reply.redirect(prefilled);
    const policy = groupPagePolicy(group, isHttps);
    if (policy) reply.header('content-security-policy', policy);
    const session = await sessionFor(deps, request, group);
    if (session.status !== 'active') issueAnonymousCsrfCookie(deps, request, reply);
    const pathname = request.url.split('?')[0] ?? '/';
    const language = pageLocale(group, query.hl, request.headers['accept-language']);
    const job = await jobPageOf(deps, group, decodePath(pathname), query.pid, language);
    const page = await renderer.render({
      group,
      session,
      job,
      pathname,
      url: request.url,
      protocol: request.protocol,
      query,
      acceptLanguage: request.headers['accept-language'],
      transport: transportFor(app, request),
    });
    reply.status(page.status);
    if (!page.gzip || !acceptsGzip(request)) return reply.send(page.html);
    return reply
      .header('content-encoding', 'gzip')
      .header('vary', 'accept-encoding')
      .send(await page.gzip());
  }

  app.get('/', async (request, reply) => {
    const search = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
    return reply.redirect(`/careers${search}`);
  });
  // Page paths are real routes (not only the not-found handler) so route hooks such as
  // compression apply to them; the renderer matches the route table itself.
  for (const path of PAGE_PATHS) app.get(path, sendPage);
  app.setNotFoundHandler(async (request, reply) => {
    const isPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !request.url.startsWith('/api/') &&
      !request.url.startsWith('/vslog');
    if (isPage) return sendPage(request, reply);
    return reply.status(404).send({ message: 'Not found.' });
  });
}
