import {
  DISTANCE_FILTER,
  MAP_AREA,
  MAP_BOUNDS_FILTER,
  MAP_LOCATION,
  SEARCH_MAX_START,
  SORT_OPTIONS,
  joinFilterValues,
  normalizeFilters,
  parseLatLng,
  parseLocationString,
  positionIdFromUrl,
  readableSearchText,
  splitFilterValues,
  type SearchOptionsMap,
  type SortOption,
} from '@careers/contracts/search-params';
import { isAppParam } from '../../shared/url/url-params';

// The search page's URL state (docs/product/search.md): query, start, location, pid, sort_by and
// filter_<name>.
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

// Reads the page's URL. `pathQuery` and `pathLocation` are the /careers/:query?/:location? parts;
// `onLoad` clears the map's reserved locations, which only mean something while the map that set
// them is on screen.
export function readSearchState(
  search: string,
  config: SearchUrlConfig,
  options: { pathQuery?: string; pathLocation?: string; onLoad?: boolean } = {},
): SearchState {
  const params = new URLSearchParams(search);
  const rawFilters: Record<string, string[]> = {};
  for (const [key, value] of params) {
    if (!key.startsWith('filter_') || key === `filter_${MAP_BOUNDS_FILTER}`) continue;
    const name = key.slice('filter_'.length);
    rawFilters[name] = [
      ...(rawFilters[name] ?? []),
      ...splitFilterValues(value, config.commaInFilterValues),
    ];
  }
  const query = readableSearchText(params.get('query') ?? '') || readPathPart(options.pathQuery);
  const rawLocation = (params.get('location') ?? '').trim();
  // A location string keeps its minus signs; only place text reads dashes as spaces.
  let location = parseLocationString(rawLocation)
    ? rawLocation
    : readableSearchText(rawLocation) || readPathPart(options.pathLocation);
  if (options.onLoad && RESERVED_ON_LOAD.includes(location.toLowerCase())) location = '';
  const normalized = normalizeFilters(rawFilters, config.searchOptionsMap, config.allFilters);
  // Distance ["0"] belongs to a map location (a point); with anything else it goes.
  const leftoverDistance =
    normalized[DISTANCE_FILTER]?.join() === '0' && !parseLocationString(location);
  const filters = leftoverDistance
    ? Object.fromEntries(Object.entries(normalized).filter(([name]) => name !== DISTANCE_FILTER))
    : normalized;
  // The map's area travels as map_bounds beside the location 'Map Area'.
  const bounds = readMapBounds(params.get(`filter_${MAP_BOUNDS_FILTER}`));
  if (bounds && location === MAP_AREA) filters[MAP_BOUNDS_FILTER] = bounds;
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
    if (name === MAP_BOUNDS_FILTER) {
      params.set(`filter_${name}`, values.join(','));
    } else if (values.length > 0) {
      params.set(`filter_${name}`, joinFilterValues(values, config.commaInFilterValues));
    }
  }
  if (state.sortBy) params.set('sort_by', state.sortBy);
  if (state.start > 0) params.set('start', String(state.start));
  if (state.pid) params.set('pid', state.pid);
  const text = params.toString();
  return `/careers${text ? `?${text}` : ''}`;
}

// Any filter change resets start and clears the selected position.
export function withFilters(state: SearchState, filters: Record<string, string[]>): SearchState {
  return { ...state, filters, start: 0, pid: null };
}

// A new query or location resets start and clears the position.
export function withSearchText(state: SearchState, query: string, location: string): SearchState {
  return { ...state, query: query.trim(), location: location.trim(), start: 0, pid: null };
}

// 'south,west,north,east' in the URL; the two "lat,long" corners the search call takes.
function readMapBounds(raw: string | null): string[] | null {
  const parts = raw?.split(',') ?? [];
  if (parts.length !== 4) return null;
  const southWest = parseLatLng(`${parts[0]},${parts[1]}`);
  const northEast = parseLatLng(`${parts[2]},${parts[3]}`);
  if (!southWest || !northEast || southWest.lat > northEast.lat) return null;
  return [`${southWest.lat},${southWest.lng}`, `${northEast.lat},${northEast.lng}`];
}

export type MapPlace = { name: string; lat: number; lng: number };

// A map location (a pin) searches that point with the distance filter ["0"].
export function withMapLocation(state: SearchState, place: MapPlace): SearchState {
  return {
    ...state,
    location: `${place.name}:::${place.lat},${place.lng}`,
    filters: { ...withoutMapBounds(state.filters), [DISTANCE_FILTER]: ['0'] },
    start: 0,
    pid: null,
  };
}

// 'Search this area': the location 'Map Area' and the visible bounds.
export function withMapArea(
  state: SearchState,
  bounds: { south: number; west: number; north: number; east: number },
): SearchState {
  const round = (value: number) => Math.round(value * 1e5) / 1e5;
  const filters = Object.fromEntries(
    Object.entries(state.filters).filter(([name]) => name !== DISTANCE_FILTER),
  );
  return {
    ...state,
    location: MAP_AREA,
    filters: {
      ...filters,
      [MAP_BOUNDS_FILTER]: [
        `${round(bounds.south)},${round(bounds.west)}`,
        `${round(bounds.north)},${round(bounds.east)}`,
      ],
    },
    start: 0,
    pid: null,
  };
}

function withoutMapBounds(filters: Record<string, string[]>): Record<string, string[]> {
  return Object.fromEntries(Object.entries(filters).filter(([name]) => name !== MAP_BOUNDS_FILTER));
}
