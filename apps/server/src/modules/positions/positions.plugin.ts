import type { FastifyPluginCallback } from 'fastify';
import type { AppDeps } from '../../app-deps';
import { registerPositionRoutes } from './positions.routes';

// Issue 6: a position's full record and its config overrides (spec 2 §7).
export const positionsPlugin: FastifyPluginCallback<AppDeps> = (app, deps, done) => {
  registerPositionRoutes(app, deps);
  done();
};
