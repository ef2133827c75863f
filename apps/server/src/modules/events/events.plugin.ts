import type { FastifyPluginCallback } from 'fastify';
import type { AppDeps } from '../../app-deps';
import { registerEventRoutes } from './events.routes';

// The employer's events and the candidate's registrations (docs/product/dashboard.md).
export const eventsPlugin: FastifyPluginCallback<AppDeps> = (app, deps, done) => {
  registerEventRoutes(app, deps);
  done();
};
