import {
  NOTIFICATION_BADGE_POLL_MS,
  notificationBadgeCall,
} from '@careers/contracts/notifications';
import { useCallQuery } from '../../../shared/api/use-call-query';
import { useBootData } from '../../../shared/boot/boot-data-context';

// The unread counter, polled every 5 minutes (docs/product/notifications-and-alerts.md). A failure
// shows as 0 (silent: no snack); the query client logs and reports it.
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
  return badge.error ? 0 : (badge.data?.count ?? 0);
}
