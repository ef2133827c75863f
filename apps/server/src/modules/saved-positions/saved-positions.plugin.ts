import type { FastifyPluginCallback } from 'fastify';
import type { AppDeps } from '../../app-deps';
import { registerSavedPositionRoutes } from './saved-positions.routes';

// Issue 7: the candidate's saved positions (spec 2 §7 positions/saved).
export const savedPositionsPlugin: FastifyPluginCallback<AppDeps> = (app, deps, done) => {
  registerSavedPositionRoutes(app, deps);
  done();
};
