import { useQueryClient } from '@tanstack/react-query';
import { deleteJobAlertCall, jobAlertsCall, type JobAlert } from '@careers/contracts/job-alerts';
import { callQueryKey } from '../../../shared/api/use-call-query';
import { useCallMutation } from '../../../shared/api/use-call-mutation';
import { useBootData } from '../../../shared/boot/boot-data-context';

// The deleted alert leaves the cached list at once.
export function useDeleteJobAlert() {
  const { domain } = useBootData();
  const queryClient = useQueryClient();
  return useCallMutation(deleteJobAlertCall, {
    onSuccess: ({ id }) => {
      queryClient.setQueryData<{ alerts: JobAlert[] }>(
        callQueryKey(jobAlertsCall, { query: { domain } }),
        (list) => (list ? { alerts: list.alerts.filter((alert) => alert.id !== id) } : list),
      );
    },
  });
}
