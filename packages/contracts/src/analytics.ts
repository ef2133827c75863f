import { z } from 'zod';
import { defineCall } from './call';
import { DomainSchema } from './http';

// Anonymous analytics is capped per visitor and per IP, and in size.
export const VSLOG_BODY_LIMIT_BYTES = 32 * 1024;
export const VSLOG_MAX_METRICS = 50;

// Analytics (docs/product/shell-and-gates.md): page views and crash reports, logged-out
// visitors too.
export const vslogCall = defineCall({
  method: 'POST',
  path: '/vslog',
  query: z.object({
    domain: DomainSchema.optional(),
    pid: z.string().max(64).optional(),
    event: z.string().max(100).optional(),
    namespace: z.string().max(100).optional(),
  }),
  body: z.object({
    namespace: z.string().min(1).max(100).optional(),
    event: z.string().min(1).max(100).optional(),
    dataJson: z.string().max(20000).optional(),
    metricsToPush: z.array(z.looseObject({})).max(VSLOG_MAX_METRICS).optional(),
  }),
  response: z.object({ stored: z.number().int() }),
});
