import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../shared/i18n/use-translation';
import {
  cancelEventRegistrationCall,
  dashboardEventsCall,
  registerForEventCall,
} from '@careers/contracts/events';
import { callKey } from '@careers/contracts/call';
import { useCallMutation } from '../../shared/api/use-call-mutation';
import { useCallQuery } from '../../shared/api/use-call-query';
import { useBootData } from '../../shared/boot/boot-data-context';
import { showToast } from '../../shared/toasts/toast-queue';

// GET /api/pcsx/dashboard/events. The page shows its own failure.
export function useEvents() {
  const { domain } = useBootData();
  return useCallQuery(dashboardEventsCall, { query: { domain } }, { meta: { silent: true } });
}

// Register for an event, or cancel; the list is read again once it is done. A failure shows on the
// event's card (InlineError), not as a toast.
function useRegistrationChange(
  call: typeof registerForEventCall | typeof cancelEventRegistrationCall,
  message: string,
) {
  const queryClient = useQueryClient();
  return useCallMutation(call, {
    onSuccess: async () => {
      showToast(message, { tone: 'positive' });
      await queryClient.invalidateQueries({ queryKey: [callKey(dashboardEventsCall)] });
    },
  });
}

export function useRegisterForEvent() {
  const { t } = useTranslation();
  return useRegistrationChange(registerForEventCall, t('events.registeredToast'));
}

export function useCancelEventRegistration() {
  const { t } = useTranslation();
  return useRegistrationChange(cancelEventRegistrationCall, t('events.cancelledToast'));
}
