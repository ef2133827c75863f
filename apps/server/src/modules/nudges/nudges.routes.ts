import { dashboardNudgesCall } from '@careers/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps';
import { registerCall } from '../../http/call-route';
import { requireCandidate } from '../auth/request-context';
import { listNudges } from './nudges.service';

export function registerNudgeRoutes(app: FastifyInstance, deps: AppDeps): void {
  registerCall(app, dashboardNudgesCall, async ({ query }, request) => {
    const { group, session } = await requireCandidate(deps, request, query.domain);
    return { nudges: await listNudges(deps.db, group, session.candidate, deps.clock()) };
  });
}
