import { useBootData } from '../../shared/boot/boot-data-context';
import { useSavePosition } from './api/use-save-position';
import { useSavedPositions } from './api/use-saved-positions';

// The saved jobs page's list, and taking a position off it.
export function useSavedJobs() {
  const { domain } = useBootData();
  const saved = useSavedPositions();
  const unsave = useSavePosition();
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
