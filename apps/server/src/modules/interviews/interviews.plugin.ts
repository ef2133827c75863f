import type { FastifyPluginCallback } from 'fastify';
import type { AppDeps } from '../../app-deps';
import { registerInterviewRoutes } from './interviews.routes';

// Issue 12: the candidate's interviews (spec 1 §7 dashboard/interviews) and their .ics files.
export const interviewsPlugin: FastifyPluginCallback<AppDeps> = (app, deps, done) => {
  registerInterviewRoutes(app, deps);
  done();
};
