import type { FastifyPluginCallback } from 'fastify';
import type { AppDeps } from '../../app-deps';
import { registerNudgeRoutes } from './nudges.routes';

// Issue 12: the dashboard's nudges (spec 1 §7 dashboard/nudges).
export const nudgesPlugin: FastifyPluginCallback<AppDeps> = (app, deps, done) => {
  registerNudgeRoutes(app, deps);
  done();
};
