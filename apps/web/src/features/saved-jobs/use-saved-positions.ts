import { useQueryClient } from '@tanstack/react-query';
import { savePositionCall, savedPositionsCall } from '@careers/contracts/saved-positions';
import type { CallResponse } from '@careers/contracts/call';
import { callQueryKey, useCallQuery } from '../../shared/api/use-call-query';
import { useCallMutation } from '../../shared/api/use-call-mutation';
import { useBootData } from '../../shared/boot/boot-data-context';

type Saved = CallResponse<typeof savedPositionsCall>;

// GET /api/pcsx/positions/saved, and taking a position off the list.
export function useSavedPositions() {
  const { domain } = useBootData();
  const queryClient = useQueryClient();
  const input = { query: { domain } };
  // The page shows its failure with a retry.
  const saved = useCallQuery(savedPositionsCall, input, { meta: { silent: true } });
  const unsave = useCallMutation(savePositionCall, {
    onSuccess: ({ positionId }) => {
      queryClient.setQueryData<Saved>(
        callQueryKey(savedPositionsCall, input),
        (current) =>
          current && { positions: current.positions.filter(({ id }) => id !== positionId) },
      );
    },
  });
  return {
    positions: saved.data?.positions ?? [],
    isLoading: saved.isPending,
    error: saved.error,
    refetch: () => void saved.refetch(),
    remove: (positionId: number) => {
      unsave.mutate({ body: { domain, positionId: String(positionId), operation: 'unsave' } });
    },
    removing: unsave.isPending ? unsave.variables.body.positionId : null,
    removeError: unsave.error,
  };
}
