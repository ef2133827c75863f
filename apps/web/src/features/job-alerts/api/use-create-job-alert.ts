import { useQueryClient } from '@tanstack/react-query';
import { callKey } from '@careers/contracts/call';
import { createJobAlertCall, jobAlertsCall } from '@careers/contracts/job-alerts';
import { searchCall } from '@careers/contracts/search';
import { useCallMutation } from '../../../shared/api/use-call-mutation';

/**
 * A logged-in candidate's new alert, from wherever it is saved (the search page, the chat
 * assistant, onboarding). The search answers say whether the search on screen has an alert
 * (savedSearchMetadata.isSubscribed), so they are read again, as is the list of alerts.
 * `onCreated` runs first (the search page's toast).
 */
export function useCreateJobAlert(options: { onCreated?: () => void } = {}) {
  const queryClient = useQueryClient();
  const { onCreated } = options;
  return useCallMutation(createJobAlertCall, {
    onSuccess: () => {
      onCreated?.();
      for (const call of [searchCall, jobAlertsCall])
        void queryClient.invalidateQueries({ queryKey: [callKey(call)] });
    },
  });
}
