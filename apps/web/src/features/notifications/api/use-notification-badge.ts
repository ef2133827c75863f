import {
  NOTIFICATION_BADGE_POLL_MS,
  notificationBadgeCall,
} from '@careers/contracts/notifications';
import { useCallQuery } from '../../../shared/api/use-call-query';
import { useBootData } from '../../../shared/boot/boot-data-context';
import { logFailure } from '../notification-cache';

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
