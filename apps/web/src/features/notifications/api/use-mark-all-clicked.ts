import { useQueryClient } from '@tanstack/react-query';
import { markAllNotificationsClickedCall } from '@careers/contracts/notifications';
import { useCallMutation } from '../../../shared/api/use-call-mutation';
import { useBootData } from '../../../shared/boot/boot-data-context';
import { everyListKey, setClicked, type NotificationList } from '../notification-cache';

// Every card marked clicked at once; on a failure the server's state is read again.
export function useMarkAllClicked() {
  const { domain } = useBootData();
  const queryClient = useQueryClient();
  const listKey = everyListKey(domain);
  const mutation = useCallMutation(markAllNotificationsClickedCall, {
    onMutate: () => {
      queryClient.setQueriesData<NotificationList>({ queryKey: listKey }, (list) =>
        setClicked(list, 'all', true),
      );
    },
    // The server's state is the truth again (the failure is logged by the query client).
    onError: () => {
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
