import { confirmJobAlertCall } from '@careers/contracts/job-alerts';
import { useCallMutation } from '../../../shared/api/use-call-mutation';

// A mailed link's token confirms a visitor's alert (double opt-in).
export function useConfirmJobAlert() {
  return useCallMutation(confirmJobAlertCall);
}
