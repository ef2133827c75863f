import type { FastifyPluginCallback } from 'fastify';
import type { AppDeps } from '../../app-deps';
import { registerProfileRoutes } from './profile.routes';

// Issue 12: the candidate's profile (spec 2 §7 profile_details, profile_analysis, profile_edit).
export const profilePlugin: FastifyPluginCallback<AppDeps> = (app, deps, done) => {
  registerProfileRoutes(app, deps);
  done();
};
