import type { FastifyPluginCallback } from 'fastify';
import type { AppDeps } from '../../app-deps';
import { registerSearchRoutes } from './search.routes';

// Search, map markers and autocomplete. The indexes build once the app is ready (the server
// already answers; PostgreSQL serves a group until its index is built).
export const searchPlugin: FastifyPluginCallback<AppDeps> = (app, deps, done) => {
  registerSearchRoutes(app, deps);
  deps.metrics.gauge(
    'careers_search_changes_behind',
    'Position changes in the change log this process has not applied to its indexes yet.',
    () => deps.search.changesBehind(),
  );
  app.addHook('onReady', () => {
    deps.search.start();
    return Promise.resolve();
  });
  app.addHook('onClose', () => deps.search.stop());
  done();
};
