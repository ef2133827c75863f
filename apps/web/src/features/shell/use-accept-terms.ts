import { acceptTermsCall } from '@careers/contracts/shell';
import { useCallMutation, type CallMutationOptions } from '../../shared/api/use-call-mutation';

// spec 1 §7 "Terms and onboarding": the candidate accepts the group's terms.
export function useAcceptTerms(options?: CallMutationOptions<typeof acceptTermsCall>) {
  return useCallMutation(acceptTermsCall, options);
}
