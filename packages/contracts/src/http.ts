import { z } from 'zod';

// DESIGN §6 envelopes. Successful answers are { data }, errors { message[, errors] }.
export const dataEnvelope = <T extends z.ZodType>(schema: T) => z.object({ data: schema });

export const ErrorBodySchema = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.string()).optional(),
});
export type ErrorBody = z.infer<typeof ErrorBodySchema>;

export const HEADER_CSRF_TOKEN = 'x-csrf-token';
export const HEADER_CSRF_INVALID = 'x-csrf-invalid';
export const HEADER_LOGIN_REQUIRED = 'x-login-required';
export const HEADER_TIMEZONE = 'x-timezone';
export const HEADER_GROUP_ID = 'x-group-id';

export const DomainSchema = z
  .string()
  .min(3)
  .max(253)
  .regex(/^[a-z0-9.-]+$/, 'Must be a domain name');

// Decision 006: a logged-out visitor's CSRF token travels in this readable cookie (the meta tag
// is empty), so their page HTML is the same bytes for everyone and can be cached compressed.
export const CSRF_COOKIE = 'careers_csrf';
