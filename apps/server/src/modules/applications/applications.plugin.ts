import type { FastifyPluginCallback } from 'fastify';
import type { AppDeps } from '../../app-deps';
import { registerApplicationsRoutes, registerDevApplicationRoute } from './applications.routes';

// Issue 10: apply, drafts and the candidate's applications.
export const applicationsPlugin: FastifyPluginCallback<AppDeps> = (app, deps, done) => {
  registerApplicationsRoutes(app, deps);
  if (deps.env.DEMO) registerDevApplicationRoute(app, deps);
  done();
};
