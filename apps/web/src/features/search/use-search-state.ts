import { useCallback, useEffect, useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { BootData } from '@careers/contracts/boot';
import { useBootData } from '../../shared/boot/boot-data-context';
import {
  readSearchState,
  writeSearchUrl,
  type SearchState,
  type SearchUrlConfig,
} from './search-url';

export function searchUrlConfig(configs: BootData['configs']): SearchUrlConfig {
  return {
    allFilters: configs.pcsxConfig.searchConfig.allFilters,
    searchOptionsMap: configs.pcsxConfig.searchOptionsMap,
    commaInFilterValues: configs.behaviourFlags.enableCommaInFilterValues,
  };
}

function useSearchUrlConfig(): SearchUrlConfig {
  const { configs } = useBootData();
  return useMemo(() => searchUrlConfig(configs), [configs]);
}

// The search page's state lives in its URL: reading it is parsing the URL, changing it is
// navigating. A reload or a shared link shows the same search. 'Map Area' and 'Map Location' mean
// something only while the map that set them is open, so without it they read as no location
// (cleared on load) and the URL is tidied once.
export function useSearchState(
  pathQuery?: string,
  pathLocation?: string,
  options: { mapOpen?: boolean } = {},
): [SearchState, (next: SearchState, replace?: boolean) => void] {
  const location = useLocation();
  const navigate = useNavigate();
  const config = useSearchUrlConfig();
  const clearMapLocations = !options.mapOpen;
  const state = useMemo(
    () =>
      readSearchState(location.search, config, {
        pathQuery,
        pathLocation,
        onLoad: clearMapLocations,
      }),
    [location.search, config, pathQuery, pathLocation, clearMapLocations],
  );

  const setState = useCallback(
    (next: SearchState, replace = false) => {
      // A replace fills in the same view (the first result selected, a stale value cleared):
      // a section it was linked to (`#position-skills`) stays in the address. A new search
      // is a new view.
      const hash = replace ? location.hash : '';
      void navigate(`${writeSearchUrl(next, location.search, config)}${hash}`, { replace });
    },
    [navigate, location.search, location.hash, config],
  );

  const staleUrl =
    clearMapLocations &&
    readSearchState(location.search, config, { pathQuery, pathLocation }).location !==
      state.location;
  useEffect(() => {
    if (staleUrl) setState(state, true);
  }, [staleUrl, state, setState]);

  return [state, setState];
}
