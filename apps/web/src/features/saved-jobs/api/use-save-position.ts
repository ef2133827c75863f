import { useQueryClient } from '@tanstack/react-query';
import { callKey, type CallResponse } from '@careers/contracts/call';
import { savePositionCall, savedPositionsCall } from '@careers/contracts/saved-positions';
import { positionDetailsCall, searchCall, type SearchResult } from '@careers/contracts/search';
import { callQueryKey } from '../../../shared/api/use-call-query';
import { useCallMutation } from '../../../shared/api/use-call-mutation';
import { useBootData } from '../../../shared/boot/boot-data-context';

type Saved = CallResponse<typeof savedPositionsCall>;

/**
 * Saving or unsaving a position, from the search page, the job page or the saved jobs: every
 * cached search page that shows it says so at once, its cached details are read again, and an
 * unsaved position leaves the cached list of saved jobs.
 */
export function useSavePosition() {
  const { domain } = useBootData();
  const queryClient = useQueryClient();
  return useCallMutation(savePositionCall, {
    onSuccess: ({ positionId, isSaved }) => {
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
      if (!isSaved) {
        queryClient.setQueryData<Saved>(
          callQueryKey(savedPositionsCall, { query: { domain } }),
          (current) =>
            current && { positions: current.positions.filter(({ id }) => id !== positionId) },
        );
      }
    },
  });
}
