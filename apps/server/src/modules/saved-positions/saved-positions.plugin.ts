import type { FastifyPluginCallback } from 'fastify';
import type { AppDeps } from '../../app-deps';
import { registerSavedPositionRoutes } from './saved-positions.routes';

// The candidate's saved positions (docs/product/saved-jobs-and-cart.md).
export const savedPositionsPlugin: FastifyPluginCallback<AppDeps> = (app, deps, done) => {
  registerSavedPositionRoutes(app, deps);
  done();
};
