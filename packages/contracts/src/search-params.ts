// The rules of search parameters that both sides apply. No zod here, so the web app's search page
// can import them without loading the schemas (decision 008).

export const SEARCH_PAGE_SIZE = 10;
export const SEARCH_MAX_NUM = 50;
// Deep paging stops here: no candidate reads page 1,000, and a bounded start keeps every query cheap.
export const SEARCH_MAX_START = 10_000;
export const SEARCH_QUERY_MAX_LENGTH = 500;
export const SEARCH_LOCATION_MAX_LENGTH = 300;
export const SEARCH_FILTER_VALUE_MAX_LENGTH = 200;
export const SEARCH_FILTER_MAX_VALUES = 50;
export const AUTOCOMPLETE_MAX_SUGGESTIONS = 10;

export const REMOTE_KEYWORD = 'remote';
export const CURRENT_LOCATION = 'current location';
export const MAP_LOCATION = 'Map Location';
export const MAP_AREA = 'Map Area';
export const RESERVED_LOCATION_WORDS = [CURRENT_LOCATION, MAP_LOCATION, MAP_AREA] as const;

// The filters a group may configure (searchConfig.allFilters), each backed by a position field.
// `distance` narrows a location search; `map_bounds` arrives as a filter but is not configured.
export const FILTER_NAMES = [
  'department',
  'team',
  'seniority',
  'employment_type',
  'work_location_option',
  'country',
  'city',
  'skills',
  'distance',
] as const;
export type FilterName = (typeof FILTER_NAMES)[number];
export const MAP_BOUNDS_FILTER = 'map_bounds';
export const DISTANCE_FILTER = 'distance';

export const SORT_OPTIONS = ['relevance', 'newest', 'recommended'] as const;
export type SortOption = (typeof SORT_OPTIONS)[number];
// "Recommended for you" orders by the candidate's match (the match details' scoring);
// offered to logged-in candidates only, whatever searchConfig.sortOptions lists.
export const RECOMMENDED_SORT = 'recommended' satisfies SortOption;

export const WORK_LOCATION_OPTIONS = ['onsite', 'hybrid', 'remote'] as const;
export type WorkLocationOption = (typeof WORK_LOCATION_OPTIONS)[number];
export const EMPLOYMENT_TYPES = [
  'full_time',
  'part_time',
  'contract',
  'temporary',
  'internship',
] as const;
export type EmploymentType = (typeof EMPLOYMENT_TYPES)[number];
export const SENIORITIES = [
  'intern',
  'entry',
  'mid',
  'senior',
  'lead',
  'manager',
  'director',
  'executive',
] as const;
export type Seniority = (typeof SENIORITIES)[number];
export const SALARY_PERIODS = ['hour', 'day', 'week', 'month', 'year'] as const;
export type SalaryPeriod = (typeof SALARY_PERIODS)[number];

export type LatLng = { lat: number; lng: number };

export function isValidLatLng(lat: number, lng: number): boolean {
  return (
    Number.isFinite(lat) && Number.isFinite(lng) && Math.abs(lat) <= 90 && Math.abs(lng) <= 180
  );
}

const NUMBER = /^\s*[-+]?(?:\d+(?:\.\d*)?|\.\d+)\s*$/;

// Coordinates parse as numbers, latitude −90..90, longitude −180..180.
export function parseLatLng(text: string): LatLng | null {
  const parts = text.split(',');
  if (parts.length !== 2) return null;
  const [latText = '', lngText = ''] = parts;
  if (!NUMBER.test(latText) || !NUMBER.test(lngText)) return null;
  const lat = Number(latText);
  const lng = Number(lngText);
  return isValidLatLng(lat, lng) ? { lat, lng } : null;
}

// A location string: 'name:::lat,long' or just 'lat,long'.
export type LocationPoint = LatLng & { name: string | null };

export function parseLocationString(text: string): LocationPoint | null {
  const separator = text.lastIndexOf(':::');
  if (separator === -1) {
    const point = parseLatLng(text);
    return point ? { ...point, name: null } : null;
  }
  const point = parseLatLng(text.slice(separator + 3));
  if (!point) return null;
  const name = text.slice(0, separator).trim();
  return { ...point, name: name === '' ? null : name };
}

export function formatLocationString(point: LocationPoint): string {
  const coordinates = `${point.lat},${point.lng}`;
  return point.name ? `${point.name}:::${coordinates}` : coordinates;
}

// In query and location, dashes and underscores read as spaces.
export function readableSearchText(text: string): string {
  return text.replace(/[-_]+/g, ' ').replace(/\s+/g, ' ').trim();
}

// The position id rule: the part before the first hyphen, if numeric; otherwise the whole value
// (a private position's link key has no hyphen and is not numeric). Of several ids joined by
// commas (`pid=a,b`, as the login redirect carries them) the first is shown.
export function positionIdFromUrl(raw: string): string {
  const trimmed = (raw.split(',', 1)[0] ?? '').trim();
  const head = trimmed.split('-', 1)[0] ?? '';
  return /^\d+$/.test(head) ? head : trimmed;
}

// With the comma-in-filter-values flag, a value holding a comma travels as %2C inside
// the comma-joined list, and %2C reads back as a comma.
export function joinFilterValues(values: readonly string[], commaInValues: boolean): string {
  return values.map((value) => (commaInValues ? value.replaceAll(',', '%2C') : value)).join(',');
}

export function splitFilterValues(joined: string, commaInValues: boolean): string[] {
  return joined
    .split(',')
    .map((value) => (commaInValues ? value.replaceAll(/%2C/gi, ',') : value).trim())
    .filter((value) => value !== '');
}

// searchOptionsMap: a filter's key may also be written as its alias or as its display name
// (dashes and underscores for spaces, any case), and its values as their readable labels; all
// are accepted wherever a filter is read.
export type SearchOptionsEntry = {
  displayName?: string;
  alias?: string;
  options?: { labelMap?: Record<string, string> };
};
export type SearchOptionsMap = Partial<Record<string, SearchOptionsEntry>>;

function sameText(a: string, b: string): boolean {
  return readableSearchText(a).toLowerCase() === readableSearchText(b).toLowerCase();
}

export function canonicalFilterName(
  name: string,
  optionsMap: SearchOptionsMap,
  configured: readonly string[],
): string | null {
  const direct = configured.find((filter) => sameText(filter, name));
  if (direct) return direct;
  for (const filter of configured) {
    const { alias, displayName } = optionsMap[filter] ?? {};
    if ((alias && sameText(alias, name)) || (displayName && sameText(displayName, name)))
      return filter;
  }
  return null;
}

export function canonicalFilterValue(
  filter: string,
  value: string,
  optionsMap: SearchOptionsMap,
): string {
  const labelMap = optionsMap[filter]?.options?.labelMap ?? {};
  for (const [canonical, label] of Object.entries(labelMap)) {
    if (sameText(label, value)) return canonical;
  }
  return value;
}

// Filters not in config are dropped; aliases read as their filter; values deduplicated.
export function normalizeFilters(
  raw: Readonly<Record<string, readonly string[]>>,
  optionsMap: SearchOptionsMap,
  configured: readonly string[],
): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const [name, values] of Object.entries(raw)) {
    const filter = canonicalFilterName(name, optionsMap, configured);
    if (!filter) continue;
    const canonical = values.map((value) => canonicalFilterValue(filter, value, optionsMap));
    const merged = [...new Set([...(out[filter] ?? []), ...canonical])];
    if (merged.length > 0) out[filter] = merged;
  }
  return out;
}

// Results are cached per key of filters, start, query and location.
export function searchCacheKey(params: {
  query: string;
  location: string;
  start: number;
  filters: Readonly<Record<string, readonly string[]>>;
}): string {
  const filters = Object.keys(params.filters)
    .sort()
    .map((name) => [name, [...(params.filters[name] ?? [])].sort()]);
  return JSON.stringify([params.query.trim(), params.location.trim(), params.start, filters]);
}

// The query object of GET /api/pcsx/search as a client sends it: filters travel as repeated
// `filter_<name>` keys; a key already in snake_case survives the request layer.
export function searchQueryParams(params: {
  domain?: string;
  query?: string;
  location?: string;
  start?: number;
  sortBy?: SortOption;
  filters?: Readonly<Record<string, readonly string[]>>;
}): Record<string, string | number | string[]> {
  const out: Record<string, string | number | string[]> = {};
  if (params.domain) out.domain = params.domain;
  if (params.query) out.query = params.query;
  if (params.location) out.location = params.location;
  if (params.start) out.start = params.start;
  if (params.sortBy) out.sortBy = params.sortBy;
  for (const [name, values] of Object.entries(params.filters ?? {})) {
    if (values.length > 0) out[`filter_${name}`] = [...values];
  }
  return out;
}
