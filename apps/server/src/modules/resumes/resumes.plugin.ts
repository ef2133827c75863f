import type { FastifyPluginCallback } from 'fastify';
import type { AppDeps } from '../../app-deps';
import { registerResumeRoutes } from './resumes.routes';

// Issue 12 items 3 and 4: resume upload with parsing, the resume list, and the exported resume.
export const resumesPlugin: FastifyPluginCallback<AppDeps> = (app, deps, done) => {
  registerResumeRoutes(app, deps);
  done();
};
