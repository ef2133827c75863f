import { z } from 'zod';
import { defineCall } from './call';
import { DomainSchema } from './http';
import { DEGREES } from './profile';
import { PositionLinkIdSchema } from './saved-positions';
import { SENIORITIES } from './search-params';

// GET /api/pcsx/match_details (the shape is ours; docs/product/match-and-chat.md): how
// the candidate's profile meets the position, factor by factor, each with its weight and the
// evidence it rests on, so the page can explain the score and the candidate can correct it.

export const MATCH_FACTORS = ['skills', 'experience', 'location', 'education'] as const;
export type MatchFactorName = (typeof MATCH_FACTORS)[number];
// Each factor's share of the score; a factor the profile or the position cannot inform (no
// skills named, no place on the profile) is left out and the others share its weight.
export const MATCH_WEIGHTS: Record<MatchFactorName, number> = {
  skills: 0.5,
  experience: 0.25,
  location: 0.15,
  education: 0.1,
};
// The years of experience a role of each seniority usually asks for.
export const SENIORITY_YEARS: Record<(typeof SENIORITIES)[number], number> = {
  intern: 0,
  entry: 0,
  mid: 2,
  senior: 5,
  lead: 7,
  manager: 5,
  director: 10,
  executive: 12,
};
// A requirement met by a skill of the same family counts this much of a matched one.
export const RELATED_SKILL_CREDIT = 0.5;
// A year in a role unlike the job (another field, another kind of work) counts this much of one
// in a role like it.
export const OTHER_EXPERIENCE_CREDIT = 0.5;

const Share = z.number().min(0).max(1);

export const MatchFactorSchema = z.discriminatedUnion('factor', [
  z.object({
    factor: z.literal('skills'),
    weight: Share,
    value: Share,
    // A requirement the profile does not name, met by a skill of the same family.
    related: z.array(z.object({ required: z.string(), via: z.string() })),
  }),
  z.object({
    factor: z.literal('experience'),
    weight: Share,
    value: Share,
    // Years on the profile's experience, overlaps counted once; one decimal — or, when
    // `stated`, the years the candidate gave.
    years: z.number().min(0),
    stated: z.boolean(),
    // Of `years`, those in roles like the job: a word of its title, or skills of its field.
    relevantYears: z.number().min(0),
    expectedYears: z.number().min(0),
    seniority: z.enum(SENIORITIES),
  }),
  z.object({
    factor: z.literal('education'),
    weight: Share,
    value: Share,
    // The least the job's description asks for, and the most the profile shows (null: none
    // that ranks, such as "other").
    required: z.enum(DEGREES),
    have: z.enum(DEGREES).nullable(),
    // The description takes equivalent experience instead, and the profile's experience meets
    // the job's level.
    experienceInstead: z.boolean(),
  }),
  z.object({
    factor: z.literal('location'),
    weight: Share,
    value: Share,
    // How the candidate's places meet the position's.
    reason: z.enum(['remote', 'sameCity', 'sameCountry', 'elsewhere', 'wantsRemote']),
    // The candidate's place that decided it, or the position's first place.
    place: z.string(),
  }),
]);
export type MatchFactor = z.infer<typeof MatchFactorSchema>;

export const MatchSchema = z.object({
  // 0–5 in steps of 0.5; null when no factor can be worked out.
  score: z.number().min(0).max(5).multipleOf(0.5).nullable(),
  isStrongMatch: z.boolean(),
  // The position's skills the profile has, and those it does not, in the position's order.
  matchedSkills: z.array(z.string()),
  missingSkills: z.array(z.string()),
  profileSkillCount: z.number().int().min(0),
  factors: z.array(MatchFactorSchema),
});
export type Match = z.infer<typeof MatchSchema>;

export const matchDetailsCall = defineCall({
  method: 'GET',
  path: '/api/pcsx/match_details',
  query: z.object({ domain: DomainSchema.optional(), positionId: PositionLinkIdSchema }),
  // null for a visitor who is not logged in: there is no profile to match; null with
  // `turnedOff` for a candidate who turned match scores off in their settings.
  response: z.object({ match: MatchSchema.nullable(), turnedOff: z.boolean().optional() }),
});
