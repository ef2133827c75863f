import { useQueryClient } from '@tanstack/react-query';
import { savePositionCall } from '@careers/contracts/saved-positions';
import { positionDetailsCall, searchCall, type SearchResult } from '@careers/contracts/search';
import { useCallMutation } from '../../shared/api/use-call-mutation';
import { useBootData } from '../../shared/boot/boot-data-context';
import { useLoggedInAction } from '../../shared/session/login-prompt';
import { callKey } from '@careers/contracts/call';

// Saving or unsaving toggles isSaved. A visitor is asked to log in first; the save then runs after
// login (the pending-action rule) and the page refreshes.
export function useSavePosition() {
  const { domain } = useBootData();
  const queryClient = useQueryClient();
  const runLoggedIn = useLoggedInAction(['jobs', 'singlePosition']);
  const mutation = useCallMutation(savePositionCall, {
    onSuccess: ({ positionId, isSaved }) => {
      // Every cached search page and detail that shows this position.
      queryClient.setQueriesData<SearchResult>(
        { queryKey: [callKey(searchCall)] },
        (result) =>
          result && {
            ...result,
            positions: result.positions.map((position) =>
              position.id === positionId
                ? { ...position, positionUserActions: { isSaved } }
                : position,
            ),
          },
      );
      void queryClient.invalidateQueries({ queryKey: [callKey(positionDetailsCall)] });
    },
  });

  function toggle(positionId: string, isSaved: boolean) {
    const body = { domain, positionId, operation: isSaved ? 'unsave' : 'save' } as const;
    runLoggedIn(() => mutation.mutateAsync({ body }));
  }

  return { toggle, isPending: mutation.isPending, error: mutation.error };
}
