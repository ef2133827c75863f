import { z } from 'zod';
import { defineCall } from './call';
import { DomainSchema } from './http';
import { PositionLinkIdSchema } from './saved-positions';

// spec 2 §7 "GET /api/pcsx/match_details" (the shape is ours, DESIGN §8): how the skills on the
// candidate's profile meet the skills the position asks for, with its evidence. A later issue
// adds more factors (experience, education, location, seniority).

export const MatchSchema = z.object({
  // 0–5 in steps of 0.5; null when the position names no skills to match.
  score: z.number().min(0).max(5).multipleOf(0.5).nullable(),
  // The position's skills the profile has, and those it does not, in the position's order.
  matchedSkills: z.array(z.string()),
  missingSkills: z.array(z.string()),
  profileSkillCount: z.number().int().min(0),
});
export type Match = z.infer<typeof MatchSchema>;

export const matchDetailsCall = defineCall({
  method: 'GET',
  path: '/api/pcsx/match_details',
  query: z.object({ domain: DomainSchema.optional(), positionId: PositionLinkIdSchema }),
  // null for a visitor who is not logged in: there is no profile to match.
  response: z.object({ match: MatchSchema.nullable() }),
});
