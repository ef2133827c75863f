import {
  confirmJobAlertCall,
  createJobAlertCall,
  deleteJobAlertCall,
  jobAlertsCall,
  subscribeJobAlertCall,
  unsubscribeJobAlertCall,
} from '@careers/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps';
import { registerCall } from '../../http/call-route';
import { requestScope } from '../auth/auth.public';
import {
  confirmJobAlertByToken,
  createJobAlert,
  deleteJobAlert,
  listJobAlerts,
  subscribeToJobAlert,
  unsubscribeJobAlert,
} from './job-alerts.service';

export function registerJobAlertRoutes(app: FastifyInstance, deps: AppDeps): void {
  registerCall(app, jobAlertsCall, async ({ query }, request) => ({
    alerts: await listJobAlerts(await requestScope(deps, request, query.domain, 'candidate')),
  }));

  registerCall(app, createJobAlertCall, async ({ body }, request) => {
    const scope = await requestScope(deps, request, body.domain, 'candidate');
    const alert = await createJobAlert(
      { ...scope, secret: deps.secret },
      { query: body.query, location: body.location, filters: body.filters },
    );
    return { alert };
  });

  registerCall(app, deleteJobAlertCall, async ({ params, body }, request) => {
    await deleteJobAlert(await requestScope(deps, request, body.domain, 'candidate'), params.id);
    return { id: params.id };
  });

  registerCall(app, subscribeJobAlertCall, async ({ body }, request) => {
    const scope = await requestScope(deps, request, body.domain);
    await subscribeToJobAlert(
      {
        ...scope,
        secret: deps.secret,
        outbox: deps.outbox,
        publicOrigin: deps.env.PUBLIC_ORIGIN,
      },
      {
        email: body.email,
        query: body.query,
        location: body.location,
        filters: body.filters,
        ip: request.ip,
      },
    );
    return { sent: true } as const;
  });

  registerCall(app, confirmJobAlertCall, async ({ body }, request) => {
    const scope = await requestScope(deps, request, body.domain);
    return { alert: await confirmJobAlertByToken({ ...scope, secret: deps.secret }, body.token) };
  });

  registerCall(app, unsubscribeJobAlertCall, async ({ body }, request) => {
    await unsubscribeJobAlert(await requestScope(deps, request, body.domain), body.token);
    return { unsubscribed: true } as const;
  });
}
