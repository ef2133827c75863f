import {
  acceptTermsCall,
  onboardingCall,
  profileBootstrappingCall,
  termsOfServiceCall,
} from '@careers/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps';
import { registerCall } from '../../http/call-route';
import { requireCandidate, requireGroup, sessionFor } from '../auth/auth.public';
import {
  acceptTerms,
  completeOnboarding,
  completeProfileBootstrapping,
  readTermsStatus,
} from './onboarding.service';

// Terms and onboarding (docs/product/shell-and-gates.md) and decision 001 §6.
export function registerShellRoutes(app: FastifyInstance, deps: AppDeps): void {
  registerCall(app, termsOfServiceCall, async ({ query }, request) => {
    const group = await requireGroup(deps, query.domain);
    const session = await sessionFor(deps, request, group);
    return { tosAttested: await readTermsStatus(deps, group, session) };
  });

  registerCall(app, acceptTermsCall, async ({ body }, request) => {
    const { group, session } = await requireCandidate(deps, request, body.domain);
    await acceptTerms(deps, group, session, request.ip);
    return { tosAttested: true } as const;
  });

  registerCall(app, onboardingCall, async ({ body }, request) => {
    const { group, session } = await requireCandidate(deps, request, body.domain);
    await completeOnboarding(deps, group, session);
    return { isOnboarded: true } as const;
  });

  registerCall(app, profileBootstrappingCall, async ({ body }, request) => {
    const { group, session } = await requireCandidate(deps, request, body.domain);
    await completeProfileBootstrapping(deps, group, session);
    return { isBootstrapped: true } as const;
  });
}
