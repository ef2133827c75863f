import { submitApplicationCall } from '@careers/contracts/applications';
import { useCallMutation } from '../../../shared/api/use-call-mutation';

// POST /api/pcsx/applications: the answers, checked by the server with the form's rules and
// stored once per idempotency key.
export function useSubmitApplication() {
  return useCallMutation(submitApplicationCall);
}
