import type { FastifyPluginCallback } from 'fastify';
import type { AppDeps } from '../../app-deps';
import { registerSearchRoutes } from './search.routes';

// Search, map markers and autocomplete. The indexes build once the app is ready (the server
// already answers; PostgreSQL serves a group until its index is built).
export const searchPlugin: FastifyPluginCallback<AppDeps> = (app, deps, done) => {
  registerSearchRoutes(app, deps);
  app.addHook('onReady', () => {
    deps.search.start();
    return Promise.resolve();
  });
  app.addHook('onClose', () => deps.search.stop());
  done();
};
