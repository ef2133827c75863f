import { onboardingCall } from '@careers/contracts/shell';
import { useCallMutation, type CallMutationOptions } from '../../../shared/api/use-call-mutation';

// A candidate who accepted the terms is onboarded.
export function useCompleteOnboarding(options?: CallMutationOptions<typeof onboardingCall>) {
  return useCallMutation(onboardingCall, options);
}
