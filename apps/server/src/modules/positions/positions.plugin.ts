import type { FastifyPluginCallback } from 'fastify';
import type { AppDeps } from '../../app-deps';
import { registerPositionRoutes } from './positions.routes';
import { registerSitemapRoutes } from './sitemap.routes';

// Issue 6: a position's full record and its config overrides (spec 2 §7); issue 7: the sitemap
// and robots.txt.
export const positionsPlugin: FastifyPluginCallback<AppDeps> = (app, deps, done) => {
  registerPositionRoutes(app, deps);
  registerSitemapRoutes(app, deps);
  done();
};
