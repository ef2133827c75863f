import { keepPreviousData } from '@tanstack/react-query';
import { searchCall } from '@careers/contracts/search';
import { searchQueryParams } from '@careers/contracts/search-params';
import { useBootData } from '../../../shared/boot/boot-data-context';
import { useCallQuery } from '../../../shared/api/use-call-query';
import type { SearchState } from '../search-url';
import { STALE_TIME } from '../../../shared/api/stale-times';

// Results are cached per key of filters, start, query and location (and the sort the candidate
// chose); the last page stays on screen while the next one loads.
export function searchResultsInput(state: SearchState, domain: string, microsite: string | null) {
  const query = searchQueryParams({
    domain,
    query: state.query,
    location: state.location,
    start: state.start,
    sortBy: state.sortBy ?? undefined,
    filters: state.filters,
  });
  if (microsite) query.microsite = microsite;
  return { query };
}

export function useSearchResults(state: SearchState) {
  const { domain, microsite } = useBootData();
  return useCallQuery(
    searchCall,
    searchResultsInput(state, domain, microsite),
    // Its failure is the 'Failed to load positions' toast, not the generic snack.
    {
      placeholderData: keepPreviousData,
      staleTime: STALE_TIME.thirtySeconds,
      retry: false,
      meta: { silent: true },
    },
  );
}
