import type { FastifyPluginCallback } from 'fastify';
import type { AppDeps } from '../../app-deps';
import { registerFormsRoutes } from './forms.routes';

// The forms center, the form view, uploads and the toolkit's select options.
export const formsPlugin: FastifyPluginCallback<AppDeps> = (app, deps, done) => {
  registerFormsRoutes(app, deps);
  done();
};
