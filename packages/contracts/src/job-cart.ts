import { z } from 'zod';
import { defineCall } from './call';
import { DomainQuerySchema, DomainSchema } from './http';
import { PositionLinkIdSchema } from './saved-positions';
import { PositionLiteSchema } from './search';

// The job cart (docs/product/saved-jobs-and-cart.md): add or remove; invalid ids can be removed.

// A cart is a short list to apply to one after another; adding past it answers 409.
export const JOB_CART_MAX_ITEMS = 25;

export const JOB_CART_OPERATIONS = ['add', 'remove'] as const;
export type JobCartOperation = (typeof JOB_CART_OPERATIONS)[number];

// The answer's data.data.jobCartData: the cart's positions in the order they were added, and the
// ids that cannot be in it (closed since, or never found).
export const JobCartSchema = z.object({
  data: z.object({
    jobCartData: z.array(PositionLiteSchema),
    invalidPositionIds: z.array(z.string()),
  }),
});
export type JobCart = z.infer<typeof JobCartSchema>['data'];

export const jobCartCall = defineCall({
  method: 'GET',
  path: '/api/pcsx/job_cart',
  query: DomainQuerySchema,
  response: JobCartSchema,
});

export const changeJobCartCall = defineCall({
  method: 'POST',
  path: '/api/pcsx/job_cart',
  body: z.object({
    domain: DomainSchema.optional(),
    pids: z.array(PositionLinkIdSchema).min(1).max(JOB_CART_MAX_ITEMS),
    operation: z.enum(JOB_CART_OPERATIONS),
  }),
  response: JobCartSchema,
});

// After a change the position ids go to the chat assistant as a window event.
export const JOB_CART_CHANGED_EVENT = 'careers:job-cart-changed';
export type JobCartChangedDetail = { positionIds: number[] };
