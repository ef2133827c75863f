import { onboardingCall } from '@careers/contracts/shell';
import { useCallMutation, type CallMutationOptions } from '../../shared/api/use-call-mutation';

// spec 1 §7 "Terms and onboarding": a candidate who accepted the terms is onboarded.
export function useCompleteOnboarding(options?: CallMutationOptions<typeof onboardingCall>) {
  return useCallMutation(onboardingCall, options);
}
