import type { FastifyPluginCallback } from 'fastify';
import type { AppDeps } from '../../app-deps';
import { registerDevNotifyRoute, registerNotificationRoutes } from './notifications.routes';

// The bell's calls (docs/product/notifications-and-alerts.md).
export const notificationsPlugin: FastifyPluginCallback<AppDeps> = (app, deps, done) => {
  registerNotificationRoutes(app, deps);
  if (deps.env.DEMO) registerDevNotifyRoute(app, deps);
  done();
};
