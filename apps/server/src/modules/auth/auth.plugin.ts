import fastifyPlugin from 'fastify-plugin';
import type { AppDeps } from '../../app-deps';
import { registerAuthRoutes } from './auth.routes';
import { checkCsrf } from './csrf';
import { startHousekeeping } from './housekeeping.job';

// Login, sessions and CSRF. Not encapsulated: the CSRF check guards every route of the app.
export const authPlugin = fastifyPlugin<AppDeps>(
  (app, deps, done) => {
    app.addHook('onRequest', (request) => checkCsrf(deps, request));
    registerAuthRoutes(app, deps);
    const housekeeping = startHousekeeping(deps);
    app.addHook('onClose', async () => {
      await housekeeping.stop();
      deps.cache.close();
    });
    done();
  },
  { name: 'auth' },
);
