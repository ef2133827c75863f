import { savedPositionsCall } from '@careers/contracts/saved-positions';
import { useCallQuery } from '../../../shared/api/use-call-query';
import { useBootData } from '../../../shared/boot/boot-data-context';

// GET /api/pcsx/positions/saved. The page shows its failure with a retry.
export function useSavedPositions() {
  const { domain } = useBootData();
  return useCallQuery(savedPositionsCall, { query: { domain } }, { meta: { silent: true } });
}
