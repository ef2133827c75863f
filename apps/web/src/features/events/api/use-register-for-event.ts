import { useQueryClient } from '@tanstack/react-query';
import { callKey } from '@careers/contracts/call';
import { dashboardEventsCall, registerForEventCall } from '@careers/contracts/events';
import { useCallMutation } from '../../../shared/api/use-call-mutation';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { showToast } from '../../../shared/toasts/toast-queue';

// Register for an event; the list is read again once it is done. A failure shows on the event's
// card (InlineError), not as a toast.
export function useRegisterForEvent() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return useCallMutation(registerForEventCall, {
    onSuccess: async () => {
      showToast(t('events.registeredToast'), { tone: 'positive' });
      await queryClient.invalidateQueries({ queryKey: [callKey(dashboardEventsCall)] });
    },
  });
}
