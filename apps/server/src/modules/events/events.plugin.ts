import type { FastifyPluginCallback } from 'fastify';
import type { AppDeps } from '../../app-deps';
import { registerEventRoutes } from './events.routes';

// Issue 12: the employer's events and the candidate's registrations (spec 1 §7 dashboard/events).
export const eventsPlugin: FastifyPluginCallback<AppDeps> = (app, deps, done) => {
  registerEventRoutes(app, deps);
  done();
};
