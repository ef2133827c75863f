import {
  DISTANCE_FILTER,
  MAP_AREA,
  MAP_LOCATION,
  SEARCH_MAX_START,
  SORT_OPTIONS,
  joinFilterValues,
  normalizeFilters,
  parseLocationString,
  positionIdFromUrl,
  readableSearchText,
  splitFilterValues,
  type SearchOptionsMap,
  type SortOption,
} from '@careers/contracts/search-params';
import { isAppParam } from '../../shared/url/url-params';

// spec 2 §2 "Search-page URL state": query, start, location, pid, sort_by and filter_<name>.
export type SearchState = {
  query: string;
  location: string;
  start: number;
  pid: string | null;
  sortBy: SortOption | null;
  filters: Record<string, string[]>;
};

export type SearchUrlConfig = {
  allFilters: readonly string[];
  searchOptionsMap: SearchOptionsMap;
  commaInFilterValues: boolean;
};

export const EMPTY_SEARCH: SearchState = {
  query: '',
  location: '',
  start: 0,
  pid: null,
  sortBy: null,
  filters: {},
};

const RESERVED_ON_LOAD = [MAP_AREA, MAP_LOCATION].map((word) => word.toLowerCase());

function readStart(raw: string | null): number {
  if (raw === null || !/^\s*\d{1,9}\s*$/.test(raw)) return 0;
  return Math.min(Number(raw), SEARCH_MAX_START);
}

function readSort(raw: string | null): SortOption | null {
  return SORT_OPTIONS.find((option) => option === raw) ?? null;
}

function readPathPart(part: string | undefined): string {
  if (!part) return '';
  try {
    return readableSearchText(decodeURIComponent(part));
  } catch {
    return readableSearchText(part);
  }
}

// Reads the page's URL. `pathQuery` and `pathLocation` are the /careers/:query?/:location?
// parts; `onLoad` clears the map's reserved locations, which only mean something while the map
// that set them is on screen (spec 2 §2).
export function readSearchState(
  search: string,
  config: SearchUrlConfig,
  options: { pathQuery?: string; pathLocation?: string; onLoad?: boolean } = {},
): SearchState {
  const params = new URLSearchParams(search);
  const rawFilters: Record<string, string[]> = {};
  for (const [key, value] of params) {
    if (!key.startsWith('filter_')) continue;
    const name = key.slice('filter_'.length);
    rawFilters[name] = [
      ...(rawFilters[name] ?? []),
      ...splitFilterValues(value, config.commaInFilterValues),
    ];
  }
  const query = readableSearchText(params.get('query') ?? '') || readPathPart(options.pathQuery);
  const rawLocation = (params.get('location') ?? '').trim();
  // A location string (spec 2 §3) keeps its minus signs; only place text reads dashes as spaces.
  let location = parseLocationString(rawLocation)
    ? rawLocation
    : readableSearchText(rawLocation) || readPathPart(options.pathLocation);
  if (options.onLoad && RESERVED_ON_LOAD.includes(location.toLowerCase())) location = '';
  const normalized = normalizeFilters(rawFilters, config.searchOptionsMap, config.allFilters);
  // spec 2 §4: distance ["0"] belongs to a map location (a point); with anything else it goes.
  const leftoverDistance =
    normalized[DISTANCE_FILTER]?.join() === '0' && !parseLocationString(location);
  const filters = leftoverDistance
    ? Object.fromEntries(Object.entries(normalized).filter(([name]) => name !== DISTANCE_FILTER))
    : normalized;
  const pid = params.get('pid');
  return {
    query,
    location,
    start: readStart(params.get('start')),
    pid: pid && pid.trim() !== '' ? positionIdFromUrl(pid) : null,
    sortBy: readSort(params.get('sort_by')),
    filters,
  };
}

// The page's URL for a state: app parameters from the state, every other parameter of the
// current URL (domain, hl, utm_*, …) kept as it was.
export function writeSearchUrl(
  state: SearchState,
  currentSearch: string,
  config: Pick<SearchUrlConfig, 'commaInFilterValues'>,
): string {
  const params = new URLSearchParams();
  for (const [key, value] of new URLSearchParams(currentSearch)) {
    if (!isAppParam(key)) params.append(key, value);
  }
  if (state.query) params.set('query', state.query);
  if (state.location) params.set('location', state.location);
  for (const name of Object.keys(state.filters).sort()) {
    const values = state.filters[name] ?? [];
    if (values.length > 0) {
      params.set(`filter_${name}`, joinFilterValues(values, config.commaInFilterValues));
    }
  }
  if (state.sortBy) params.set('sort_by', state.sortBy);
  if (state.start > 0) params.set('start', String(state.start));
  if (state.pid) params.set('pid', state.pid);
  const text = params.toString();
  return `/careers${text ? `?${text}` : ''}`;
}

// spec 2 §4: any filter change resets start and clears the selected position.
export function withFilters(state: SearchState, filters: Record<string, string[]>): SearchState {
  return { ...state, filters, start: 0, pid: null };
}

// spec 2 §4: a new query or location resets start and clears the position.
export function withSearchText(state: SearchState, query: string, location: string): SearchState {
  return { ...state, query: query.trim(), location: location.trim(), start: 0, pid: null };
}
