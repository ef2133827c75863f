import { subscribeJobAlertCall } from '@careers/contracts/job-alerts';
import { useCallMutation } from '../../../shared/api/use-call-mutation';

// A visitor's alert: the address gets a confirmation link first (double opt-in).
export function useSubscribeJobAlert() {
  return useCallMutation(subscribeJobAlertCall);
}
