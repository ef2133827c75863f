import type { FastifyPluginCallback } from 'fastify';
import type { AppDeps } from '../../app-deps';
import {
  registerApplicationMessagesRoutes,
  registerDevFollowUpRoute,
} from './application-messages.routes';

// An application's conversation with the recruiting team, its "How was it?" question and the
// draft reminders' unsubscribe link (docs/product/application-follow-up.md).
export const applicationMessagesPlugin: FastifyPluginCallback<AppDeps> = (app, deps, done) => {
  registerApplicationMessagesRoutes(app, deps);
  if (deps.env.DEMO) registerDevFollowUpRoute(app, deps);
  done();
};
