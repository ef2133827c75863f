import { useQueryClient } from '@tanstack/react-query';
import { applicationCall } from '@careers/contracts/application-follow-up';
import {
  dashboardApplicationsCall,
  withdrawApplicationCall,
} from '@careers/contracts/applications';
import { callKey } from '@careers/contracts/call';
import { useCallMutation } from '../../../shared/api/use-call-mutation';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { showToast } from '../../../shared/toasts/toast-queue';

// Withdraw an open application; the lists and the application's page are read again once it is
// done.
export function useWithdrawApplication(onWithdrawn: () => void) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return useCallMutation(withdrawApplicationCall, {
    onSuccess: async () => {
      onWithdrawn();
      showToast(t('applications.withdrawn'), { tone: 'positive' });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: [callKey(dashboardApplicationsCall)] }),
        queryClient.invalidateQueries({ queryKey: [callKey(applicationCall)] }),
      ]);
    },
  });
}
