import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

// Every request has an id: in each access log line (pino's `reqId`), in the X-Request-Id header
// of its answer, and in the body of an error answer (`request_id`), so a candidate's "it failed"
// finds its log line. Behind a trusted proxy the proxy's own id is kept, when it looks like one.
const GIVEN_ID = /^[A-Za-z0-9._:-]{8,128}$/;

export function requestIdMaker(trustProxy: boolean): (request: IncomingMessage) => string {
  return (request) => {
    const given = trustProxy ? request.headers['x-request-id'] : undefined;
    return typeof given === 'string' && GIVEN_ID.test(given) ? given : randomUUID();
  };
}
