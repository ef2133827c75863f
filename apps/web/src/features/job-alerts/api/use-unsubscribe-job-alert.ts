import { unsubscribeJobAlertCall } from '@careers/contracts/job-alerts';
import { useCallMutation } from '../../../shared/api/use-call-mutation';

// A mailed link's token ends an alert.
export function useUnsubscribeJobAlert() {
  return useCallMutation(unsubscribeJobAlertCall);
}
