import { useQueryClient } from '@tanstack/react-query';
import {
  markAllNotificationsViewedCall,
  notificationBadgeCall,
} from '@careers/contracts/notifications';
import { callQueryKey } from '../../../shared/api/use-call-query';
import { useCallMutation } from '../../../shared/api/use-call-mutation';
import { useBootData } from '../../../shared/boot/boot-data-context';

// Opening the bell sets the counter to 0 and marks everything viewed.
export function useMarkAllViewed(): () => void {
  const { domain } = useBootData();
  const queryClient = useQueryClient();
  const badgeKey = callQueryKey(notificationBadgeCall, { query: { domain } });
  // A failure shows nothing; the query client logs and reports it.
  const mutation = useCallMutation(markAllNotificationsViewedCall);
  return () => {
    queryClient.setQueryData(badgeKey, { count: 0 });
    mutation.mutate({ body: { domain } });
  };
}
