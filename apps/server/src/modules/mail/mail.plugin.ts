import type { FastifyPluginCallback } from 'fastify';
import type { AppDeps } from '../../app-deps';
import { registerMailboxRoutes } from './mailbox.routes';

// The outbox worker delivers queued mail for as long as the app runs; the dev mailbox exists in
// demo mode only.
export const mailPlugin: FastifyPluginCallback<AppDeps> = (app, deps, done) => {
  deps.outbox.start();
  app.addHook('onClose', () => deps.outbox.stop());
  if (deps.env.DEMO) registerMailboxRoutes(app, deps);
  done();
};
