import { matchDetailsCall } from '@careers/contracts/match-details';
import { useCallQuery } from '../../../shared/api/use-call-query';
import { useBootData } from '../../../shared/boot/boot-data-context';
import { STALE_TIME } from '../../../shared/api/stale-times';

// Match details load beside the full detail; a failure clears only them.
export function useMatchDetails(positionId: string, enabled: boolean) {
  const { domain } = useBootData();
  return useCallQuery(
    matchDetailsCall,
    { query: { positionId, domain } },
    { enabled, staleTime: STALE_TIME.twoMinutes, retry: false, meta: { silent: true } },
  );
}
