import { z } from 'zod';
import { defineCall } from './call';
import { DomainQuerySchema, DomainSchema } from './http';
import { PositionLiteSchema } from './search';

// A candidate's saved positions (positionUserActions.isSaved, GET /api/pcsx/positions/saved) and
// the save and unsave call of our own (docs/product/saved-jobs-and-cart.md).

// A candidate keeps at most this many; saving one more answers 409.
export const SAVED_POSITIONS_MAX = 500;

// A position named the way its link names it (the position id rule, or a private link's key).
export const PositionLinkIdSchema = z.string().trim().min(1).max(100);

export const savedPositionsCall = defineCall({
  method: 'GET',
  path: '/api/pcsx/positions/saved',
  query: DomainQuerySchema,
  // Newest saved first; a position that has closed since stays, its archivedAt above 0.
  response: z.object({ positions: z.array(PositionLiteSchema) }),
});

export const SAVE_OPERATIONS = ['save', 'unsave'] as const;

export const savePositionCall = defineCall({
  method: 'POST',
  path: '/api/pcsx/positions/saved',
  body: z.object({
    domain: DomainSchema.optional(),
    positionId: PositionLinkIdSchema,
    operation: z.enum(SAVE_OPERATIONS),
  }),
  response: z.object({ positionId: z.number().int(), isSaved: z.boolean() }),
});
