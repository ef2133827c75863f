import { VslogBodySchema, VslogQuerySchema, VslogResponseSchema } from '@careers/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../http/app-deps';
import { parseContract, sendData } from '../../http/contract';
import { requireGroup, sessionFor } from '../../http/request-context';
import { insertAnalyticsEvents, type NewAnalyticsEvent } from './analytics.repository';

function parseDataJson(dataJson: string | undefined): unknown {
  if (dataJson === undefined) return null;
  try {
    return JSON.parse(dataJson) as unknown;
  } catch {
    return { raw: dataJson };
  }
}

// spec 1 §7 "Analytics": page views and crash reports; logged-out visitors too (CSRF still applies).
export function registerVslogRoutes(app: FastifyInstance, deps: AppDeps): void {
  app.post('/vslog', async (request, reply) => {
    const query = parseContract(VslogQuerySchema, request.query);
    const body = parseContract(VslogBodySchema, request.body);
    const group = await requireGroup(deps, query.domain);
    const session = await sessionFor(deps, request, group);
    const base = {
      groupId: group.id,
      candidateId: session.status === 'active' ? session.candidate.id : null,
      namespace: body.namespace ?? query.namespace ?? null,
      event: body.event ?? query.event ?? null,
      pid: query.pid ?? null,
    };
    const events: NewAnalyticsEvent[] = body.metricsToPush
      ? body.metricsToPush.map((metric) => ({ ...base, data: metric }))
      : [{ ...base, data: parseDataJson(body.dataJson) }];
    const stored = await insertAnalyticsEvents(deps.db, events);
    return sendData(reply, VslogResponseSchema, { data: { stored } });
  });
}
