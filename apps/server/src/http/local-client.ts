import type { FastifyRequest } from 'fastify';
import { AppError } from '../shared/app-error';

const LOOPBACK = /^(127\.\d+\.\d+\.\d+|::1|::ffff:127\.\d+\.\d+\.\d+)$/;

// A client on this machine — judged by the socket, never by X-Forwarded-For, and never through a
// proxy (which would make every visitor look local). The demo's mailbox (every login code) and
// its shortcuts answer only such a client, and so do the metrics unless a token is set.
export function isLocalClient(request: FastifyRequest): boolean {
  const isForwarded =
    request.headers['x-forwarded-for'] !== undefined || request.headers.forwarded !== undefined;
  return !isForwarded && LOOPBACK.test(request.socket.remoteAddress ?? '');
}

// Anyone else is told there is nothing here.
export function requireLocalClient(request: FastifyRequest): void {
  if (!isLocalClient(request)) throw new AppError('not_found', 'Not found.');
}
