import { z } from 'zod';

// DESIGN §6 envelopes. Successful answers are { data }, errors { message[, errors] }.
export const dataEnvelope = <T extends z.ZodType>(schema: T) => z.object({ data: schema });

export const ErrorBodySchema = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.string()).optional(),
});
export type ErrorBody = z.infer<typeof ErrorBodySchema>;

export const DomainSchema = z
  .string()
  .min(3)
  .max(253)
  .regex(/^[a-z0-9.-]+$/, 'Must be a domain name');
