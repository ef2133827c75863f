import type { FastifyPluginCallback } from 'fastify';
import type { AppDeps } from '../../app-deps';
import { registerShellRoutes } from './shell.routes';

// The shell's calls: terms of service, onboarding, profile bootstrapping (spec 1 §7).
export const shellPlugin: FastifyPluginCallback<AppDeps> = (app, deps, done) => {
  registerShellRoutes(app, deps);
  done();
};
