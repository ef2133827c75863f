import type { FastifyInstance } from 'fastify';
import type { Metrics } from '../shared/metrics';
import { isInProcessCall } from './request-log';

// Every answer counts, by its route's pattern: an address no route knows counts as one series,
// so probing random paths cannot grow the metrics without bound. A page's own calls, answered
// in process while it renders, are part of the page (as in the access log).
const UNMATCHED = '(unmatched)';

export function registerRequestMetrics(app: FastifyInstance, metrics: Metrics): void {
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  app.addHook('onResponse', async (request, reply) => {
    if (isInProcessCall(request)) return;
    const route = request.routeOptions.url ?? UNMATCHED;
    metrics.observeRequest(route, request.method, reply.statusCode, reply.elapsedTime / 1000);
  });
}
