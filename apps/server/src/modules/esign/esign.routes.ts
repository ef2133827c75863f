import {
  ESIGN_WIDGET_PATH,
  esignEventCall,
  esignRejectCall,
  esignSessionCall,
  esignSignCall,
} from '@careers/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppDeps } from '../../app-deps';
import { registerCall } from '../../http/call-route';
import { issueAnonymousCsrfCookie, requestScope, sessionFor } from '../auth/auth.public';
import { parseAcceptLanguage, pickLocale } from '@careers/contracts';
import { type Sealer, requestOrigin } from '../offers/offers.public';
import { loadEsignPage } from './esign-page';
import {
  esignSession,
  recordEsignEvent,
  rejectInWidget,
  signInWidget,
  widgetPageContext,
  type EsignRequest,
} from './esign.service';

const WID = /^[A-Za-z0-9_-]{16,64}$/;

export function registerEsignRoutes(app: FastifyInstance, deps: AppDeps, sealer: Sealer): void {
  const page = loadEsignPage(deps.env.WEB_DIST);
  if (!page)
    deps.logger.warn(`${deps.env.WEB_DIST}/esign.html is missing: the e-sign widget is off`);

  // The calls name no domain: the group is the document's, known once its wid is read, so the
  // service makes the scope then, with requestScope as any call does.
  function esignRequest(request: FastifyRequest, timeZone?: string): EsignRequest {
    return {
      db: deps.db,
      scopeIn: async (domain) => ({
        ...(await requestScope(deps, request, domain, 'candidate')),
        sealer,
        origin: requestOrigin(request, timeZone),
      }),
    };
  }

  // The widget's page: public, framed only by our own pages (frame-ancestors 'self' for every
  // answer). Its calls, not the page, decide who may sign.
  app.get(ESIGN_WIDGET_PATH, async (request, reply) => {
    if (!page) return reply.code(404).type('text/plain').send('The e-sign widget is not built.');
    const query = request.query as Record<string, unknown>;
    const wid = query.wid;
    const found =
      typeof wid === 'string' && WID.test(wid) ? await widgetPageContext(deps.db, wid) : null;
    const group = found ? await deps.groups.get(found.domain) : null;
    // Not requestScope: the page carries the session's own CSRF token, and a wid that names
    // nothing still gets the page (its calls answer 404).
    const session = group ? await sessionFor(deps, request, group) : null;
    const csrfToken =
      session?.status === 'active'
        ? session.session.csrfToken
        : issueAnonymousCsrfCookie(deps, request, reply);
    // The page's language, as every page picks it: `hl` (the framing page passes its own), then
    // the browser's, within the group's languages.
    const lang = group
      ? pickLocale({
          hl: typeof query.hl === 'string' ? query.hl : null,
          browserLanguages: parseAcceptLanguage(request.headers['accept-language']),
          supported: group.configs.supportedLanguages,
        })
      : 'en';
    const title = found ? `${found.documentName} · e-signature` : 'E-signature';
    return reply
      .type('text/html; charset=utf-8')
      .header('Cache-Control', 'private, no-store')
      .send(page.render({ lang, title, csrfToken }));
  });

  registerCall(app, esignSessionCall, async ({ query }, request) =>
    esignSession(esignRequest(request), query.wid),
  );

  registerCall(app, esignEventCall, async ({ body }, request) => ({
    recorded: await recordEsignEvent(esignRequest(request), body),
  }));

  registerCall(app, esignSignCall, async ({ body }, request) => ({
    state: await signInWidget(esignRequest(request, body.timeZone), body),
  }));

  registerCall(app, esignRejectCall, async ({ body }, request) => ({
    state: await rejectInWidget(esignRequest(request), body.wid),
  }));
}
