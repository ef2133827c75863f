import type { FastifyPluginCallback } from 'fastify';
import type { AppDeps } from '../../app-deps';
import { registerApplicationsRoutes, registerDevApplicationRoute } from './applications.routes';

// Apply, drafts and the candidate's applications (docs/product/apply-and-drafts.md).
export const applicationsPlugin: FastifyPluginCallback<AppDeps> = (app, deps, done) => {
  registerApplicationsRoutes(app, deps);
  if (deps.env.DEMO) registerDevApplicationRoute(app, deps);
  done();
};
