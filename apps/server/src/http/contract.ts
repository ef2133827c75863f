import { keysToCamel, keysToSnake } from '@careers/contracts';
import type { FastifyReply } from 'fastify';
import type { z } from 'zod';
import { AppError } from '../shared/app-error';

// DESIGN §6: the wire is snake_case, code camelCase; the server converts once, here.
export function parseContract<T extends z.ZodType>(schema: T, input: unknown): z.output<T> {
  const result = schema.safeParse(keysToCamel(input ?? {}));
  if (result.success) return result.data;
  const fieldErrors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const field = issue.path
      .map((part) => (typeof part === 'string' ? part : String(part)))
      .join('.');
    const key = keysToSnake({ [field || 'body']: null }) as Record<string, null>;
    const name = Object.keys(key)[0] ?? 'body';
    fieldErrors[name] ??= issue.message;
  }
  throw new AppError('validation_failed', 'Some fields are not valid.', { fieldErrors });
}

export function sendData<T extends z.ZodType<{ data: unknown }>>(
  reply: FastifyReply,
  schema: T,
  payload: z.input<T>,
): FastifyReply {
  // Response schemas name exactly the fields that leave the server (STYLE §6).
  return reply.send(keysToSnake(schema.parse(payload)));
}
