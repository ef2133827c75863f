import type { FastifyPluginCallback } from 'fastify';
import type { AppDeps } from '../../app-deps';
import { registerReferralRoutes } from './referrals.routes';

// The candidate's referrals (docs/product/dashboard.md).
export const referralsPlugin: FastifyPluginCallback<AppDeps> = (app, deps, done) => {
  registerReferralRoutes(app, deps);
  done();
};
