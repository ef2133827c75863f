import type { FastifyPluginCallback } from 'fastify';
import type { AppDeps } from '../../app-deps';
import { registerConfigRoutes } from './config.routes';

// The site config of each group and the theme builder.
export const configPlugin: FastifyPluginCallback<AppDeps> = (app, deps, done) => {
  registerConfigRoutes(app, deps);
  done();
};
