import { useQueryClient } from '@tanstack/react-query';
import {
  NOTIFICATION_BADGE_POLL_MS,
  markAllNotificationsClickedCall,
  markAllNotificationsViewedCall,
  markNotificationClickedCall,
  notificationBadgeCall,
  notificationsCall,
  type Notification,
} from '@careers/contracts/notifications';
import { useBootData } from '../../shared/boot/boot-data-context';
import { callQueryKey, useCallQuery } from '../../shared/api/use-call-query';
import { useCallMutation } from '../../shared/api/use-call-mutation';

export type NotificationTab = 'all' | 'action_required';

type NotificationList = { notifications: Notification[] };

// A failed notification fetch is logged and shows as nothing (no snack, no retry storm): an empty
// list or a count of 0.
function logFailure(what: string, error: Error | null): void {
  if (error) console.warn(`Notifications: could not load the ${what}`, error);
}

function listInput(domain: string, tab: NotificationTab) {
  return {
    query: {
      domain,
      ...(tab === 'action_required' ? { typeFilter: 'action_required' as const } : {}),
    },
  };
}

// The unread counter, polled every 5 minutes (docs/product/notifications-and-alerts.md).
export function useNotificationBadge(): number {
  const { domain } = useBootData();
  const badge = useCallQuery(
    notificationBadgeCall,
    { query: { domain } },
    {
      refetchInterval: NOTIFICATION_BADGE_POLL_MS,
      refetchIntervalInBackground: false,
      retry: false,
      meta: { silent: true },
    },
  );
  logFailure('unread count', badge.error);
  return badge.data?.count ?? 0;
}

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

// Opening the bell sets the counter to 0 and marks everything viewed.
export function useMarkAllViewed(): () => void {
  const { domain } = useBootData();
  const queryClient = useQueryClient();
  const badgeKey = callQueryKey(notificationBadgeCall, { query: { domain } });
  const mutation = useCallMutation(markAllNotificationsViewedCall, {
    onError: (error) => {
      logFailure('viewed mark', error);
    },
  });
  return () => {
    queryClient.setQueryData(badgeKey, { count: 0 });
    mutation.mutate({ body: { domain } });
  };
}

function setClicked(list: NotificationList | undefined, ids: 'all' | number, isClicked: boolean) {
  if (!list) return list;
  return {
    notifications: list.notifications.map((notification) =>
      ids === 'all' || notification.id === ids ? { ...notification, isClicked } : notification,
    ),
  };
}

// A click marks the card clicked at once; the mark is reverted if the call fails.
export function useMarkClicked(): (id: number) => void {
  const { domain } = useBootData();
  const queryClient = useQueryClient();
  const listKey = [callQueryKey(notificationsCall, listInput(domain, 'all'))[0]];
  const mutation = useCallMutation(markNotificationClickedCall, {
    onError: (error, input) => {
      logFailure('clicked mark', error);
      queryClient.setQueriesData<NotificationList>({ queryKey: listKey }, (list) =>
        setClicked(list, Number(input.params.id), false),
      );
    },
  });
  return (id) => {
    queryClient.setQueriesData<NotificationList>({ queryKey: listKey }, (list) =>
      setClicked(list, id, true),
    );
    mutation.mutate({ params: { id: String(id) }, body: { domain } });
  };
}

export function useMarkAllClicked() {
  const { domain } = useBootData();
  const queryClient = useQueryClient();
  const listKey = [callQueryKey(notificationsCall, listInput(domain, 'all'))[0]];
  const mutation = useCallMutation(markAllNotificationsClickedCall, {
    onMutate: () => {
      queryClient.setQueriesData<NotificationList>({ queryKey: listKey }, (list) =>
        setClicked(list, 'all', true),
      );
    },
    // The server's state is the truth again.
    onError: (error) => {
      logFailure('clicked marks', error);
      void queryClient.invalidateQueries({ queryKey: listKey });
    },
  });
  return {
    markAll: () => {
      mutation.mutate({ body: { domain } });
    },
    isPending: mutation.isPending,
  };
}
