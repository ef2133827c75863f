import { z } from 'zod';

// Wire envelopes. Successful answers are { data }, errors { message[, errors] }.
export const dataEnvelope = <T extends z.ZodType>(schema: T) => z.object({ data: schema });

export const ErrorBodySchema = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.string()).optional(),
  // The id of the request in the server's log (and its X-Request-Id header).
  request_id: z.string().optional(),
});
export type ErrorBody = z.infer<typeof ErrorBodySchema>;

// A group's domain is checked before it reaches the database or a cache key.
export const DOMAIN_PATTERN =
  /^(?=.{3,253}$)[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*$/;

export function isDomainName(value: string): boolean {
  return DOMAIN_PATTERN.test(value);
}

export const DomainSchema = z
  .string()
  .min(3)
  .max(253)
  .regex(DOMAIN_PATTERN, 'Must be a domain name');

export const DomainQuerySchema = z.object({ domain: DomainSchema.optional() });
// A write that names nothing but its group.
export const DomainBodySchema = z.object({ domain: DomainSchema.optional() });

// A row's id in a path (`/…/:id/…`): digits, read as a number.
export function rowIdParam(what: string) {
  return z
    .string()
    .regex(/^\d{1,15}$/, `Must be a ${what} id`)
    .transform(Number);
}
