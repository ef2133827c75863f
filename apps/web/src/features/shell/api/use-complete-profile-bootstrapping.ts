import { profileBootstrappingCall } from '@careers/contracts/shell';
import { useCallMutation, type CallMutationOptions } from '../../../shared/api/use-call-mutation';

// Decision 001 §6: the candidate confirms their profile is set up.
export function useCompleteProfileBootstrapping(
  options?: CallMutationOptions<typeof profileBootstrappingCall>,
) {
  return useCallMutation(profileBootstrappingCall, options);
}
