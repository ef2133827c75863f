import type { FastifyInstance } from 'fastify';
import { AppError } from '../shared/app-error';
import { decodeBody } from './json-body';

// Names that would reach an object's prototype as its keys are converted: refused in every form
// body (urlencoded or multipart), as the JSON parser refuses them.
export const FORBIDDEN_FIELD_NAMES = new Set(['__proto__', 'constructor', 'prototype']);

// A form body as a browser posts it (application/x-www-form-urlencoded), for the calls whose
// contract takes one (`formBody`): UTF-8 text read into an object of its fields, the last of a
// repeated name winning. Registered in the call's own scope: every other call still answers 415.
export function registerFormBodyParser(app: FastifyInstance): void {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'buffer' },
    (_request, body, done) => {
      const text = decodeBody(body as Buffer);
      if (typeof text !== 'string') {
        done(text, undefined);
        return;
      }
      const fields = new URLSearchParams(text);
      if ([...fields.keys()].some((name) => FORBIDDEN_FIELD_NAMES.has(name))) {
        done(new AppError('bad_request', 'The request is not valid.'), undefined);
        return;
      }
      done(null, Object.fromEntries(fields));
    },
  );
}
