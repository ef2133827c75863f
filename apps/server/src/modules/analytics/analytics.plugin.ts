import type { FastifyPluginCallback } from 'fastify';
import type { AppDeps } from '../../app-deps';
import { registerAnalyticsRoutes } from './analytics.routes';

// spec 1 §7 "Analytics": /vslog stores page views and crash reports.
export const analyticsPlugin: FastifyPluginCallback<AppDeps> = (app, deps, done) => {
  registerAnalyticsRoutes(app, deps);
  done();
};
