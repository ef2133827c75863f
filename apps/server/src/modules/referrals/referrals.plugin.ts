import type { FastifyPluginCallback } from 'fastify';
import type { AppDeps } from '../../app-deps';
import { registerReferralRoutes } from './referrals.routes';

// Issue 12: the candidate's referrals (spec 1 §7 dashboard/referrals).
export const referralsPlugin: FastifyPluginCallback<AppDeps> = (app, deps, done) => {
  registerReferralRoutes(app, deps);
  done();
};
