import type { FastifyPluginCallback } from 'fastify';
import type { AppDeps } from '../../app-deps';
import { registerNudgeRoutes } from './nudges.routes';

// The dashboard's nudges (docs/product/dashboard.md).
export const nudgesPlugin: FastifyPluginCallback<AppDeps> = (app, deps, done) => {
  registerNudgeRoutes(app, deps);
  done();
};
