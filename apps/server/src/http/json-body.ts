import type { FastifyInstance } from 'fastify';
import { AppError } from '../shared/app-error';

// JSON is UTF-8 (RFC 8259). Node would read a body's invalid bytes as U+FFFD and the call would
// go on with text nobody sent, so such a body is refused before it is parsed; then Fastify's own
// parser, with its guards against `__proto__` and `constructor` keys, reads it.
const strictUtf8 = new TextDecoder('utf-8', { fatal: true });

export function registerJsonBodyParser(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, body, done) => {
    let text: string;
    try {
      text = strictUtf8.decode(body as Buffer);
    } catch {
      done(new AppError('bad_request', 'The request is not valid UTF-8.'), undefined);
      return;
    }
    // Fastify's parser answers through `done`; its type also allows a promise, which it never is.
    void parseJson(request, text, done);
  });
}
