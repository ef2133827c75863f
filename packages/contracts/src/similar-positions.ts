import { z } from 'zod';
import { defineCall } from './call';
import { DomainSchema } from './http';
import { PositionLinkIdSchema } from './saved-positions';
import { PositionLiteSchema } from './search';

// A job page whose position has closed names it and leads to open jobs like it.
// A call of our own, answered for any position a link names in the group, open or closed.

export const SIMILAR_POSITIONS_MAX = 5;

export const similarPositionsCall = defineCall({
  method: 'GET',
  path: '/api/pcsx/positions/similar',
  query: z.object({
    domain: DomainSchema.optional(),
    positionId: PositionLinkIdSchema,
    hl: z.string().max(20).optional(),
  }),
  response: z.object({
    // The position the link names, its title in the page's language where it has one.
    position: z.object({ id: z.number().int(), name: z.string() }),
    // Open positions with a similar title, best first; never the position itself.
    positions: z.array(PositionLiteSchema).max(SIMILAR_POSITIONS_MAX),
  }),
});
