import { dashboardReferralsCall } from '@careers/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps';
import { registerCall } from '../../http/call-route';
import { requestScope } from '../auth/auth.public';
import { listReferrals } from './referrals.service';

export function registerReferralRoutes(app: FastifyInstance, deps: AppDeps): void {
  registerCall(app, dashboardReferralsCall, async ({ query }, request) => ({
    referrals: await listReferrals(await requestScope(deps, request, query.domain, 'candidate')),
  }));
}
