import { notificationsCall } from '@careers/contracts/notifications';
import { useCallQuery } from '../../../shared/api/use-call-query';
import { useBootData } from '../../../shared/boot/boot-data-context';
import { listInput, logFailure, type NotificationTab } from '../notification-cache';

// One tab's notifications, asked for while the panel is open.
export function useNotificationList(tab: NotificationTab, isEnabled: boolean) {
  const { domain } = useBootData();
  const list = useCallQuery(notificationsCall, listInput(domain, tab), {
    enabled: isEnabled,
    retry: false,
    meta: { silent: true },
  });
  logFailure('list', list.error);
  return {
    notifications: list.error ? [] : (list.data?.notifications ?? []),
    isLoading: list.isLoading,
  };
}
