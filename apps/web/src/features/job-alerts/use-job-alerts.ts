import { useQueryClient } from '@tanstack/react-query';
import {
  confirmJobAlertCall,
  deleteJobAlertCall,
  jobAlertsCall,
  unsubscribeJobAlertCall,
  type JobAlert,
} from '@careers/contracts/job-alerts';
import { callQueryKey, useCallQuery } from '../../shared/api/use-call-query';
import { useCallMutation } from '../../shared/api/use-call-mutation';
import { useBootData } from '../../shared/boot/boot-data-context';

export function useJobAlerts() {
  const { domain, isLoggedIn } = useBootData();
  return useCallQuery(jobAlertsCall, { query: { domain } }, { enabled: isLoggedIn });
}

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

export function useConfirmJobAlert() {
  return useCallMutation(confirmJobAlertCall);
}

export function useUnsubscribeJobAlert() {
  return useCallMutation(unsubscribeJobAlertCall);
}
