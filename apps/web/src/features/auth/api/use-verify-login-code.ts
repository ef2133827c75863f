import { verifyCall } from '@careers/contracts/auth';
import { useCallMutation, type CallMutationOptions } from '../../../shared/api/use-call-mutation';

// Decision 001 §5, step 2: trade the code for a session.
export function useVerifyLoginCode(options?: CallMutationOptions<typeof verifyCall>) {
  return useCallMutation(verifyCall, options);
}
