import { notificationsCall, type Notification } from '@careers/contracts/notifications';
import { callQueryKey } from '../../shared/api/use-call-query';

// What the notification calls' hooks (api/) share: the list's input and cache, and how a failure
// is dealt with.

export type NotificationTab = 'all' | 'action_required';

export type NotificationList = { notifications: Notification[] };

// A failed notification fetch is logged and shows as nothing (no snack, no retry storm): an empty
// list or a count of 0.
export function logFailure(what: string, error: Error | null): void {
  if (error) console.warn(`Notifications: could not load the ${what}`, error);
}

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
