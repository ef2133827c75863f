import {
  acceptTermsCall,
  onboardingCall,
  profileBootstrappingCall,
  termsOfServiceCall,
} from '@careers/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps';
import { registerCall } from '../../http/call-route';
import { requestScope, sessionFor } from '../auth/auth.public';
import {
  acceptTerms,
  completeOnboarding,
  completeProfileBootstrapping,
  readTermsStatus,
} from './onboarding.service';

// Terms and onboarding (docs/product/shell-and-gates.md) and decision 001 §6.
export function registerShellRoutes(app: FastifyInstance, deps: AppDeps): void {
  registerCall(app, termsOfServiceCall, async ({ query }, request) => {
    const scope = await requestScope(deps, request, query.domain);
    const session = await sessionFor(deps, request, scope.group);
    return { tosAttested: await readTermsStatus(scope, session) };
  });

  registerCall(app, acceptTermsCall, async ({ body }, request) => {
    await acceptTerms(await requestScope(deps, request, body.domain, 'candidate'), request.ip);
    return { tosAttested: true } as const;
  });

  registerCall(app, onboardingCall, async ({ body }, request) => {
    await completeOnboarding(await requestScope(deps, request, body.domain, 'candidate'));
    return { isOnboarded: true } as const;
  });

  registerCall(app, profileBootstrappingCall, async ({ body }, request) => {
    await completeProfileBootstrapping(await requestScope(deps, request, body.domain, 'candidate'));
    return { isBootstrapped: true } as const;
  });
}
