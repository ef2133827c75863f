import type { FastifyPluginCallback } from 'fastify';
import type { AppDeps } from '../../app-deps';
import { registerDevNotifyRoute, registerNotificationRoutes } from './notifications.routes';

// Issue 8: the bell's calls (spec 1 §7 notifications).
export const notificationsPlugin: FastifyPluginCallback<AppDeps> = (app, deps, done) => {
  registerNotificationRoutes(app, deps);
  if (deps.env.DEMO) registerDevNotifyRoute(app, deps);
  done();
};
