import type { FastifyPluginCallback } from 'fastify';
import type { AppDeps } from '../../app-deps';
import { registerJobCartRoutes } from './job-cart.routes';

// Issue 7: the job cart (spec 2 §3, §4, §7).
export const jobCartPlugin: FastifyPluginCallback<AppDeps> = (app, deps, done) => {
  registerJobCartRoutes(app, deps);
  done();
};
