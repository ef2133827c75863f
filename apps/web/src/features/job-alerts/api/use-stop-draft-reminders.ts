import { unsubscribeDraftRemindersCall } from '@careers/contracts/application-follow-up';
import { useCallMutation } from '../../../shared/api/use-call-mutation';

// A draft reminder's mailed link: its token turns those reminders off, logged in or not
// (docs/product/application-follow-up.md, An unfinished application).
export function useStopDraftReminders() {
  return useCallMutation(unsubscribeDraftRemindersCall);
}
