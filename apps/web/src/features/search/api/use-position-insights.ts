import { positionInsightsCall } from '@careers/contracts/position-insights';
import { useCallQuery } from '../../../shared/api/use-call-query';
import { useBootData } from '../../../shared/boot/boot-data-context';
import { STALE_TIME } from '../../../shared/api/stale-times';

// Insights load beside the full detail; a failure clears only them (no message: the detail stands
// without them).
export function usePositionInsights(positionId: string) {
  const { domain } = useBootData();
  return useCallQuery(
    positionInsightsCall,
    { query: { positionId, domain } },
    { staleTime: STALE_TIME.fiveMinutes, retry: false, meta: { silent: true } },
  );
}
