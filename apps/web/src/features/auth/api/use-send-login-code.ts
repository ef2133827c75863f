import { emailCodeCall } from '@careers/contracts/auth';
import { useCallMutation, type CallMutationOptions } from '../../../shared/api/use-call-mutation';

// Decision 001 §5, step 1: mail a login code.
export function useSendLoginCode(options?: CallMutationOptions<typeof emailCodeCall>) {
  return useCallMutation(emailCodeCall, options);
}
