import { mapMarkersCall } from '@careers/contracts/search';
import { searchQueryParams } from '@careers/contracts/search-params';
import { useCallQuery } from '../../../shared/api/use-call-query';
import { useBootData } from '../../../shared/boot/boot-data-context';
import type { SearchState } from '../search-url';
import { STALE_TIME } from '../../../shared/api/stale-times';

// The places of the search on screen, for the map (docs/product/search.md).
export function useMapMarkers(state: Pick<SearchState, 'query' | 'location' | 'filters'>) {
  const { domain } = useBootData();
  const query = searchQueryParams({
    domain,
    query: state.query,
    location: state.location,
    filters: state.filters,
  });
  return useCallQuery(mapMarkersCall, { query }, { staleTime: STALE_TIME.twoMinutes });
}
