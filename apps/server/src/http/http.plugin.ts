import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsync } from 'fastify';
import fastifyPlugin from 'fastify-plugin';
import { isHttpsPublicUrl, type Env } from '../env';
import type { Database } from '../db/database';
import { registerErrorHandler } from './error-handler';
import { registerHealthRoutes } from './health-routes';
import type { Metrics } from '../shared/metrics';
import { registerJsonBodyParser } from './json-body';
import { registerRequestMetrics } from './request-metrics';
import { registerSecurityHeaders } from './security';
import { registerStaticFiles } from './static-files';

export type HttpOptions = { env: Env; db: Database; metrics: Metrics };

const http: FastifyPluginAsync<HttpOptions> = async (app, { env, db, metrics }) => {
  registerErrorHandler(app);
  registerRequestMetrics(app, metrics);
  registerSecurityHeaders(app, isHttpsPublicUrl(env));
  registerJsonBodyParser(app);
  await app.register(compress);
  await app.register(cookie);
  // Upload calls read their parts themselves, with their own limits (call-route.ts).
  await app.register(multipart);
  await registerStaticFiles(app, env.WEB_DIST);
  registerHealthRoutes(app, { db, metrics, metricsToken: env.METRICS_TOKEN });
};

// The plumbing every module relies on: errors, security headers, compression, cookies, the
// built web app's files, the health checks and the metrics. Not encapsulated, so it covers every route.
export const httpPlugin = fastifyPlugin(http, { name: 'http' });
