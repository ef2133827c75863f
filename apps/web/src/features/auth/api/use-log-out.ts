import { logoutCall } from '@careers/contracts/auth';
import { useCallMutation, type CallMutationOptions } from '../../../shared/api/use-call-mutation';

// Decision 001 §5: end the session.
export function useLogOut(options?: CallMutationOptions<typeof logoutCall>) {
  return useCallMutation(logoutCall, options);
}
