import type { FastifyPluginCallback } from 'fastify';
import type { AppDeps } from '../../app-deps';
import { registerAnalyticsRoutes } from './analytics.routes';

// /vslog stores page views and crash reports (docs/product/shell-and-gates.md).
export const analyticsPlugin: FastifyPluginCallback<AppDeps> = (app, deps, done) => {
  registerAnalyticsRoutes(app, deps);
  done();
};
