import { HEADER_CSRF_INVALID, HEADER_LOGIN_REQUIRED, type ErrorBody } from '@careers/contracts';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  DATABASE_UNAVAILABLE_RETRY_AFTER_SECONDS,
  databaseBusyIn,
  type DatabaseBusyError,
  isDatabaseUnavailable,
  isStatementTimeout,
} from '../db/database-errors';
import { AppError, type AppErrorCode } from '../shared/app-error';

const STATUS: Record<AppErrorCode, number> = {
  bad_request: 400,
  validation_failed: 422,
  login_required: 401,
  forbidden: 403,
  csrf_invalid: 403,
  not_found: 404,
  conflict: 409,
  gone: 410,
  payload_too_large: 413,
  rate_limited: 429,
};

// Fastify's own client errors (malformed JSON, body too large, bad content type) keep their 4xx.
const FASTIFY_MESSAGES: Record<number, string> = {
  400: 'The request could not be read.',
  413: 'The request body is too large.',
  415: 'The content type is not supported.',
};

// Errors the router meets before any route or hook runs (a malformed URL such as
// `/careers/%zz`) get the same headers and wording as every other answer, no internal code.
export function frameworkErrorAnswer(headers: Record<string, string>) {
  return (error: FastifyError, request: FastifyRequest, reply: FastifyReply): void => {
    const status =
      error.statusCode !== undefined && error.statusCode >= 400 && error.statusCode < 500
        ? error.statusCode
        : 400;
    void reply
      .headers(headers)
      .header('x-request-id', request.id)
      .status(status)
      .send({
        message: FASTIFY_MESSAGES[status] ?? 'The request is not valid.',
        request_id: request.id,
      });
  };
}

const busy = (request: FastifyRequest): ErrorBody => ({
  message: 'The site is busy. Please try again in a moment.',
  request_id: request.id,
});

// One place maps typed errors to HTTP; 5xx details are logged, never sent.
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler<FastifyError | AppError | DatabaseBusyError>((error, request, reply) => {
    // A refusal is about one request: no cache keeps it (a page's or file's error included).
    reply.header('cache-control', 'no-store');
    if (error instanceof AppError) {
      if (error.code === 'csrf_invalid') reply.header(HEADER_CSRF_INVALID, '1');
      if (error.code === 'login_required') reply.header(HEADER_LOGIN_REQUIRED, '1');
      if (error.retryAfterSeconds !== undefined) {
        reply.header('retry-after', String(error.retryAfterSeconds));
      }
      const body: ErrorBody = { message: error.message };
      if (error.fieldErrors) body.errors = error.fieldErrors;
      body.request_id = request.id;
      return reply.status(STATUS[error.code]).send(body);
    }
    const busyError = databaseBusyIn(error);
    if (busyError) {
      request.log.warn('database queue full');
      reply.header('retry-after', String(busyError.retryAfterSeconds));
      return reply.status(503).send(busy(request));
    }
    if (isDatabaseUnavailable(error) || isStatementTimeout(error)) {
      request.log.warn({ err: error }, 'database unavailable or overloaded');
      reply.header('retry-after', String(DATABASE_UNAVAILABLE_RETRY_AFTER_SECONDS));
      return reply.status(503).send(busy(request));
    }
    const status = 'statusCode' in error ? error.statusCode : undefined;
    if (status !== undefined && status >= 400 && status < 500) {
      return reply.status(status).send({
        message: FASTIFY_MESSAGES[status] ?? 'The request is not valid.',
        request_id: request.id,
      });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send({ message: 'Internal Server Error', request_id: request.id });
  });
}
