import { HEADER_TIMEZONE } from '@careers/contracts';
import type { FastifyRequest } from 'fastify';
import type { RequestOrigin } from './offers.service';

const USER_AGENT_MAX = 512;

function knownTimeZone(value: unknown): string {
  if (typeof value !== 'string' || value.length === 0 || value.length > 64) return 'UTC';
  try {
    return new Intl.DateTimeFormat('en-US', { timeZone: value }).resolvedOptions().timeZone;
  } catch {
    return 'UTC';
  }
}

// What the audit trail records of a signer's request: address (behind TRUST_PROXY, the client's),
// browser, and the time zone the app sends, so the signing time reads as the signer saw it.
export function requestOrigin(request: FastifyRequest, timeZone?: string): RequestOrigin {
  const agent = request.headers['user-agent'];
  return {
    ip: request.ip,
    userAgent: (typeof agent === 'string' ? agent : '').slice(0, USER_AGENT_MAX),
    timeZone: knownTimeZone(timeZone ?? request.headers[HEADER_TIMEZONE]),
  };
}
