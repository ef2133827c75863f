import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';
import pino from 'pino';

// A page's calls answered in process while it renders (decision 014) are part of the page's own
// request: logging each as a request of its own tripled a job page's log lines. Only app.inject
// makes a request with this property; no client can. Their failures are still logged by the
// error handler.
export function isInProcessCall(request: { raw?: object }): boolean {
  return request.raw !== undefined && '_lightMyRequest' in request.raw;
}

// The access log: one line per request when it completes, with the request, its status and
// time (Fastify's default is a second line as it arrives). Each line is a write to stdout, and
// on a loaded 2-core VM a write cost about 0.15 ms of the main thread (bench/job-page.ts).
export class RequestLog extends LogController {
  constructor() {
    super({ disableRequestLogging: isInProcessCall });
  }

  override incomingRequest(): void {
    // Logged on completion, with its outcome.
  }

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    if (this.isLogDisabled(request)) return;
    const line = { req: request, res: reply, responseTime: reply.elapsedTime };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else reply.log.info(line, 'request completed');
  }
}

// Lines written to stdout in the background, several at once when they come faster than one
// write: a write per line held up the thread that answers requests. Pino flushes what is left
// when the process exits.
export function logDestination(): pino.DestinationStream {
  return pino.destination({ dest: 1, sync: false });
}
