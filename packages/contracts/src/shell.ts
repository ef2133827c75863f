import { z } from 'zod';
import { defineCall } from './call';
import { DomainQuerySchema, DomainSchema } from './http';

const DomainBodySchema = z.object({ domain: DomainSchema });

// Terms and onboarding (docs/product/shell-and-gates.md).
export const termsOfServiceCall = defineCall({
  method: 'GET',
  path: '/api/pcsx/terms_of_service',
  query: DomainQuerySchema,
  response: z.object({ tosAttested: z.boolean() }),
});

export const acceptTermsCall = defineCall({
  method: 'POST',
  path: '/api/pcsx/terms_of_service',
  body: DomainBodySchema,
  response: z.object({ tosAttested: z.literal(true) }),
});

export const onboardingCall = defineCall({
  method: 'POST',
  path: '/api/pcsx/onboarding',
  body: DomainBodySchema,
  response: z.object({ isOnboarded: z.literal(true) }),
});

// Profile bootstrapping screen (docs/product/shell-and-gates.md): the candidate confirms their
// profile is set up.
export const profileBootstrappingCall = defineCall({
  method: 'POST',
  path: '/api/pcsx/profile_bootstrapping',
  body: DomainBodySchema,
  response: z.object({ isBootstrapped: z.literal(true) }),
});
