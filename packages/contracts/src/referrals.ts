import { z } from 'zod';
import { defineCall } from './call';
import { DomainQuerySchema } from './http';
import { PositionLiteSchema } from './search';

// Someone at the company referred the candidate for a position (`careers referrals add`). Shown in
// the applications tab where gates.referralWithCandidateApplicationGate is on; the call answers 404
// elsewhere.

export const REFERRER_NAME_MAX = 200;

export const ReferralSchema = z.object({
  id: z.number().int(),
  position: PositionLiteSchema,
  referrerName: z.string(),
  referredAt: z.string(),
  // Whether the candidate has applied to the position since.
  isApplied: z.boolean(),
});
export type Referral = z.infer<typeof ReferralSchema>;

export const dashboardReferralsCall = defineCall({
  method: 'GET',
  path: '/api/pcsx/dashboard/referrals',
  query: DomainQuerySchema,
  // Newest first.
  response: z.object({ referrals: z.array(ReferralSchema) }),
});
