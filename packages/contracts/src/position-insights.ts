import { z } from 'zod';
import { defineCall } from './call';
import { DomainSchema } from './http';
import { PositionLinkIdSchema } from './saved-positions';
import { SalarySchema } from './search';

// spec 2 §7 "GET /api/pcsx/position_insights" (reads data.insights; the shape is ours, DESIGN
// §8: aggregates of real data). Insights describe the position's job family — the open
// positions of its department in the group — never any candidate.

// spec 2 §9: a chart keeps the top 10.
export const INSIGHTS_TOP_SKILLS = 10;

export const PositionInsightsSchema = z.object({
  department: z.string(),
  // Open public positions in the department, this one included.
  openPositions: z.number().int().min(0),
  // The skills those positions ask for most, with how many ask for each.
  topSkills: z
    .array(z.object({ skill: z.string(), positions: z.number().int().min(1) }))
    .max(INSIGHTS_TOP_SKILLS),
  // The median of their pay ranges' midpoints, in this position's currency and period; null
  // when the position states no pay.
  pay: z
    .object({
      median: z.number(),
      currency: SalarySchema.shape.currency,
      period: SalarySchema.shape.period,
      positions: z.number().int().min(1),
    })
    .nullable(),
});
export type PositionInsights = z.infer<typeof PositionInsightsSchema>;

export const positionInsightsCall = defineCall({
  method: 'GET',
  path: '/api/pcsx/position_insights',
  query: z.object({ domain: DomainSchema.optional(), positionId: PositionLinkIdSchema }),
  response: z.object({ insights: PositionInsightsSchema }),
});
