import { useQueryClient } from '@tanstack/react-query';
import { markNotificationClickedCall } from '@careers/contracts/notifications';
import { useCallMutation } from '../../../shared/api/use-call-mutation';
import { useBootData } from '../../../shared/boot/boot-data-context';
import { everyListKey, setClicked, type NotificationList } from '../notification-cache';

// A click marks the card clicked at once; the mark is reverted if the call fails.
export function useMarkClicked(): (id: number) => void {
  const { domain } = useBootData();
  const queryClient = useQueryClient();
  const listKey = everyListKey(domain);
  const mutation = useCallMutation(markNotificationClickedCall, {
    // Logged and reported by the query client, like every failed call.
    onError: (_error, input) => {
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
