import type { FastifyPluginCallback } from 'fastify';
import type { AppDeps } from '../../app-deps';
import { registerProfileRoutes } from './profile.routes';

// The candidate's profile (docs/product/profile-and-resume.md).
export const profilePlugin: FastifyPluginCallback<AppDeps> = (app, deps, done) => {
  registerProfileRoutes(app, deps);
  done();
};
