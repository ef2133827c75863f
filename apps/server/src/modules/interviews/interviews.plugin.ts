import type { FastifyPluginCallback } from 'fastify';
import type { AppDeps } from '../../app-deps';
import { registerInterviewRoutes } from './interviews.routes';

// The candidate's interviews (docs/product/dashboard.md) and their .ics files.
export const interviewsPlugin: FastifyPluginCallback<AppDeps> = (app, deps, done) => {
  registerInterviewRoutes(app, deps);
  done();
};
