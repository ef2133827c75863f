import type { FastifyPluginCallback } from 'fastify';
import type { AppDeps } from '../../app-deps';
import { registerPositionRoutes } from './positions.routes';
import { registerSitemapRoutes } from './sitemap.routes';

// A position's full record and its config overrides, the sitemap and robots.txt
// (docs/product/job-pages.md).
export const positionsPlugin: FastifyPluginCallback<AppDeps> = (app, deps, done) => {
  registerPositionRoutes(app, deps);
  registerSitemapRoutes(app, deps);
  done();
};
