import { acceptTermsCall } from '@careers/contracts/shell';
import { useCallMutation, type CallMutationOptions } from '../../../shared/api/use-call-mutation';

// The candidate accepts the group's terms.
export function useAcceptTerms(options?: CallMutationOptions<typeof acceptTermsCall>) {
  return useCallMutation(acceptTermsCall, options);
}
