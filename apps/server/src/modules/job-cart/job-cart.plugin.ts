import type { FastifyPluginCallback } from 'fastify';
import type { AppDeps } from '../../app-deps';
import { registerJobCartRoutes } from './job-cart.routes';

// The job cart (docs/product/saved-jobs-and-cart.md).
export const jobCartPlugin: FastifyPluginCallback<AppDeps> = (app, deps, done) => {
  registerJobCartRoutes(app, deps);
  done();
};
