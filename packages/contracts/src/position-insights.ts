import { z } from 'zod';
import { defineCall } from './call';
import { DomainSchema } from './http';
import { PositionLinkIdSchema } from './saved-positions';
import { SalarySchema } from './search';

// GET /api/pcsx/position_insights (reads data.insights; the shape is ours: aggregates of real
// data; docs/product/match-and-chat.md). Insights describe the position's job family — the open
// positions of its department in the group — never any candidate.

// A chart keeps the top 10.
export const INSIGHTS_TOP_SKILLS = 10;
// Where the similar roles are, and the team's other open roles.
export const INSIGHTS_TOP_PLACES = 5;
export const INSIGHTS_TEAM_ROLES = 5;

export const PositionInsightsSchema = z.object({
  department: z.string(),
  // Open public positions in the department, this one included.
  openPositions: z.number().int().min(0),
  // The skills those positions ask for most, with how many ask for each.
  topSkills: z
    .array(z.object({ skill: z.string(), positions: z.number().int().min(1) }))
    .max(INSIGHTS_TOP_SKILLS),
  // The cities with the most of them, most first.
  topPlaces: z
    .array(
      z.object({
        city: z.string(),
        countryCode: z.string(),
        positions: z.number().int().min(1),
      }),
    )
    .max(INSIGHTS_TOP_PLACES),
  // The position's team and its other open roles (none when the position names no team).
  team: z.string().nullable(),
  teamRoles: z
    .array(z.object({ id: z.number().int(), title: z.string() }))
    .max(INSIGHTS_TEAM_ROLES),
  // The median of their pay ranges' midpoints, and the middle half of them (quartiles), in this
  // position's currency and period; null when the position states no pay.
  pay: z
    .object({
      median: z.number(),
      low: z.number(),
      high: z.number(),
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
