import { VSLOG_BODY_LIMIT_BYTES, vslogCall } from '@careers/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps';
import { registerCall } from '../../http/call-route';
import { anonCookieName, requestScope } from '../auth/auth.public';
import { recordVslog } from './analytics.service';

export function registerAnalyticsRoutes(app: FastifyInstance, deps: AppDeps): void {
  registerCall(
    app,
    vslogCall,
    async ({ query, body }, request) => {
      const scope = await requestScope(deps, request, query.domain, 'visitor');
      const stored = await recordVslog(scope, {
        anonymousId: request.cookies[anonCookieName(deps.env)],
        ip: request.ip,
        namespace: body.namespace ?? query.namespace ?? null,
        event: body.event ?? query.event ?? null,
        pid: query.pid ?? null,
        dataJson: body.dataJson,
        metricsToPush: body.metricsToPush,
      });
      return { stored };
    },
    { bodyLimit: VSLOG_BODY_LIMIT_BYTES },
  );
}
