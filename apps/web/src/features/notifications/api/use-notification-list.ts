import { notificationsCall } from '@careers/contracts/notifications';
import { useCallQuery } from '../../../shared/api/use-call-query';
import { useBootData } from '../../../shared/boot/boot-data-context';
import { listInput, type NotificationTab } from '../notification-cache';

// One tab's notifications, asked for while the panel is open. A failure shows as an empty list
// (silent: no snack); the query client logs and reports it.
export function useNotificationList(tab: NotificationTab, isEnabled: boolean) {
  const { domain } = useBootData();
  const list = useCallQuery(notificationsCall, listInput(domain, tab), {
    enabled: isEnabled,
    retry: false,
    meta: { silent: true },
  });
  return {
    notifications: list.error ? [] : (list.data?.notifications ?? []),
    isLoading: list.isLoading,
  };
}
