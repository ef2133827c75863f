import type { FastifyPluginCallback } from 'fastify';
import type { AppDeps } from '../../app-deps';
import { registerSettingsRoutes } from './settings.routes';

// Settings and "download my data".
export const settingsPlugin: FastifyPluginCallback<AppDeps> = (app, deps, done) => {
  registerSettingsRoutes(app, deps);
  done();
};
