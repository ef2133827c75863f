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
import { requestLocale, requireCandidate, requireGroup } from '../auth/auth.public';
import {
  confirmJobAlertByToken,
  createJobAlert,
  deleteJobAlert,
  listJobAlerts,
  subscribeToJobAlert,
  unsubscribeJobAlert,
} from './job-alerts.service';

export function registerJobAlertRoutes(app: FastifyInstance, deps: AppDeps): void {
  registerCall(app, jobAlertsCall, async ({ query }, request) => {
    const { group, session } = await requireCandidate(deps, request, query.domain);
    return { alerts: await listJobAlerts(deps, group, session.candidate) };
  });

  registerCall(app, createJobAlertCall, async ({ body }, request) => {
    const { group, session } = await requireCandidate(deps, request, body.domain);
    const alert = await createJobAlert(deps, group, session.candidate, {
      query: body.query,
      location: body.location,
      filters: body.filters,
      language: requestLocale(request, group),
    });
    return { alert };
  });

  registerCall(app, deleteJobAlertCall, async ({ params, body }, request) => {
    const { group, session } = await requireCandidate(deps, request, body.domain);
    await deleteJobAlert(deps, group, session.candidate, params.id);
    return { id: params.id };
  });

  registerCall(app, subscribeJobAlertCall, async ({ body }, request) => {
    const group = await requireGroup(deps, body.domain);
    await subscribeToJobAlert(deps, group, {
      email: body.email,
      query: body.query,
      location: body.location,
      filters: body.filters,
      ip: request.ip,
      language: requestLocale(request, group),
    });
    return { sent: true } as const;
  });

  registerCall(app, confirmJobAlertCall, async ({ body }) => {
    const group = await requireGroup(deps, body.domain);
    return { alert: await confirmJobAlertByToken(deps, group, body.token) };
  });

  registerCall(app, unsubscribeJobAlertCall, async ({ body }) => {
    await requireGroup(deps, body.domain);
    await unsubscribeJobAlert(deps, body.token);
    return { unsubscribed: true } as const;
  });
}
