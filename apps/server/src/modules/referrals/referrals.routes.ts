import { dashboardReferralsCall } from '@careers/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps';
import { registerCall } from '../../http/call-route';
import { requireCandidate } from '../auth/auth.public';
import { listReferrals } from './referrals.service';

export function registerReferralRoutes(app: FastifyInstance, deps: AppDeps): void {
  registerCall(app, dashboardReferralsCall, async ({ query }, request) => {
    const { group, session } = await requireCandidate(deps, request, query.domain);
    return { referrals: await listReferrals(deps.db, group, session.candidate, deps.clock()) };
  });
}
