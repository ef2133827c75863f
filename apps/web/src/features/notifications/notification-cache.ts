import { notificationsCall, type Notification } from '@careers/contracts/notifications';
import { callQueryKey } from '../../shared/api/use-call-query';

// What the notification calls' hooks (api/) share: the list's input and cache.

export type NotificationTab = 'all' | 'action_required';

export type NotificationList = { notifications: Notification[] };

export function listInput(domain: string, tab: NotificationTab) {
  return {
    query: {
      domain,
      ...(tab === 'action_required' ? { typeFilter: 'action_required' as const } : {}),
    },
  };
}

// Every cached list, whatever its tab.
export function everyListKey(domain: string) {
  return [callQueryKey(notificationsCall, listInput(domain, 'all'))[0]];
}

export function setClicked(
  list: NotificationList | undefined,
  ids: 'all' | number,
  isClicked: boolean,
) {
  if (!list) return list;
  return {
    notifications: list.notifications.map((notification) =>
      ids === 'all' || notification.id === ids ? { ...notification, isClicked } : notification,
    ),
  };
}
