import { dashboardNudgesCall } from '@careers/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps';
import { prepareReply, registerCall } from '../../http/call-route';
import {
  applicationsOwner,
  dashboardOwner,
  OFFERS_OWNER,
  clockStep,
  positionsOwner,
} from '../../shared/read-cache';
import { requestScope } from '../auth/auth.public';
import { listNudges } from './nudges.service';

export function registerNudgeRoutes(app: FastifyInstance, deps: AppDeps): void {
  // Decision 020: kept, serialised, until the candidate's drafts, form tasks, profile,
  // applications or interviews, an offer or the group's positions change, for one step of the
  // clock (a deadline passing).
  registerCall(app, dashboardNudgesCall, async ({ query }, request) => {
    const scope = await requestScope(deps, request, query.domain, 'candidate');
    const { group, candidate, now } = scope;
    return scope.cache.read(
      [
        dashboardOwner(candidate.id),
        applicationsOwner(candidate.id),
        OFFERS_OWNER,
        positionsOwner(group.id),
      ],
      `dashboard-nudges:${group.id}:${candidate.id}:${clockStep(now)}`,
      async () => prepareReply(dashboardNudgesCall, { nudges: await listNudges(scope) }),
    );
  });
}
