import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from '../db/database';
import { pingDatabase } from '../db/health';
import type { Metrics } from '../shared/metrics';
import { isLocalClient } from './local-client';

// What an operator and a load balancer ask (docs/deploy.md):
// - /healthz: the process is alive and answers. Never the database: a PostgreSQL outage must not
//   get every process restarted, it gets them taken out of rotation.
// - /readyz: this process can serve now (its database answers); 503 otherwise, and while it is
//   shutting down (Fastify answers 503 to new requests once close has begun).
// - /metrics: Prometheus text, to a client on this machine, or to anyone sending
//   `Authorization: Bearer <METRICS_TOKEN>`; 404 to everyone else.

const digest = (text: string) => createHash('sha256').update(text).digest();

function hasToken(request: FastifyRequest, token: string | undefined): boolean {
  const given = request.headers.authorization;
  if (!token || typeof given !== 'string' || !given.startsWith('Bearer ')) return false;
  return timingSafeEqual(digest(given.slice('Bearer '.length)), digest(token));
}

export function registerHealthRoutes(
  app: FastifyInstance,
  options: { db: Database; metrics: Metrics; metricsToken: string | undefined },
): void {
  app.get('/healthz', () => Promise.resolve({ status: 'ok' }));
  app.get('/readyz', async () => {
    await pingDatabase(options.db);
    return { status: 'ready' };
  });
  app.get('/metrics', async (request, reply) => {
    if (!isLocalClient(request) && !hasToken(request, options.metricsToken)) {
      return reply.status(404).send({ message: 'Not found.', request_id: request.id });
    }
    const text = await options.metrics.registry.metrics();
    return reply
      .header('content-type', options.metrics.registry.contentType)
      .header('cache-control', 'no-store')
      .send(text);
  });
}
