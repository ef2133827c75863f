import type { FastifyInstance } from 'fastify';
import { AppError } from '../shared/app-error';

// JSON is UTF-8 (RFC 8259). Node would read a body's invalid bytes as U+FFFD and the call would
// go on with text nobody sent, so such a body is refused before it is parsed; then Fastify's own
// parser, with its guards against `__proto__` and `constructor` keys, reads it.
const strictUtf8 = new TextDecoder('utf-8', { fatal: true });

// A body's text, or an error answer when its bytes are not UTF-8 (JSON and form bodies alike).
export function decodeBody(body: Buffer): string | AppError {
  try {
    return strictUtf8.decode(body);
  } catch {
    return new AppError('bad_request', 'The request is not valid UTF-8.');
  }
}

export function registerJsonBodyParser(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, body, done) => {
    const text = decodeBody(body as Buffer);
    if (text instanceof AppError) {
      done(text, undefined);
      return;
    }
    // Fastify's parser answers through `done`; its type also allows a promise, which it never is.
    void parseJson(request, text, done);
  });
}
