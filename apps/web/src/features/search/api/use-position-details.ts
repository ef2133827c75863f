import { useQuery } from '@tanstack/react-query';
import { positionDetailsCall } from '@careers/contracts/search';
import { requestWithMetadata } from '../../../shared/api/request';
import { callQueryKey } from '../../../shared/api/use-call-query';
import { STALE_TIME } from '../../../shared/api/stale-times';

// What the detail asks for; the server asks the same when it renders the page (decision 014), so
// the answers meet under the same key.
export function positionDetailsInput(
  positionId: string,
  domain: string,
  hl: string,
  queriedLocation: string,
) {
  return { query: { positionId, domain, hl, queriedLocation: queriedLocation || undefined } };
}

// The full record of a position, with the metadata that says whether it is the fallback
// language's. Its caller says a failure (a toast, or the job page's own answer).
export function usePositionDetails(
  input: ReturnType<typeof positionDetailsInput>,
  enabled: boolean,
) {
  return useQuery({
    queryKey: callQueryKey(positionDetailsCall, input),
    queryFn: ({ signal }) => requestWithMetadata(positionDetailsCall, input, { signal }),
    enabled,
    retry: false,
    // A failure the server rendered the page with (decision 014) stays the answer.
    retryOnMount: false,
    staleTime: STALE_TIME.fiveMinutes,
    // Its failure is the 'Failed to load position details' toast.
    meta: { silent: true },
  });
}
