import {
  DISTANCE_FILTER,
  FILTER_NAMES,
  type FilterName,
  type SortOption,
} from '@careers/contracts';

// One search contract, two implementations — the in-memory index (memory-engine.ts) and
// PostgreSQL full text (postgres-engine.service.ts). search.service resolves the request (config,
// location, aliases) into an EngineQuery; an engine only matches, ranks, pages and counts.

// The filters an engine can apply and count (searchConfig.allFilters minus `distance`, which
// the service turns into the radius of `circle`).
export type FacetField = Exclude<FilterName, typeof DISTANCE_FILTER>;
export const FACET_FIELDS: readonly FacetField[] = FILTER_NAMES.filter(
  (name): name is FacetField => name !== DISTANCE_FILTER,
);

export type GeoCircle = { lat: number; lng: number; radiusKm: number };
export type GeoBounds = { south: number; west: number; north: number; east: number };

export type EngineQuery = {
  groupId: string;
  // null: every microsite's positions; otherwise only that microsite's.
  microsite: string | null;
  // The query text as typed (dashes and underscores already read as spaces). Words are ANDed;
  // each word matches its stems; the last word also matches as a prefix.
  text: string;
  // A location search: positions with a place within the circle...
  circle: GeoCircle | null;
  // ...and, when set, remote positions open to candidates in this country (ISO code).
  remoteCountry: string | null;
  // The `remote` keyword: only remote positions.
  remoteOnly: boolean;
  // A location that is neither coordinates nor a known place: matched as words over places.
  locationText: string | null;
  // map_bounds: positions with a place inside the box (west > east crosses the antimeridian).
  bounds: GeoBounds | null;
  // Selected values per filter; values within a filter are ORed, filters ANDed.
  filters: Partial<Record<FacetField, readonly string[]>>;
  // Filters whose option counts to return; each is counted with every other filter applied
  // but not itself (disjunctive facets).
  facets: readonly FacetField[];
  // The engine orders by words or date; the service re-orders for the candidate.
  sort: Exclude<SortOption, 'recommended'>;
  start: number;
  num: number;
  // Positions whose valid-through date has passed are not found.
  now: Date;
};

export type FacetCounts = Partial<Record<FacetField, { value: string; count: number }[]>>;

export type EngineResult = {
  count: number;
  // The page, in order.
  ids: number[];
  facets: FacetCounts;
  // For debug: each query word's alternatives (stems), and the prefix word if any.
  terms: string[][];
  prefix: string | null;
  timings: Record<string, number>;
};

// A place with matching positions: one map marker.
export type EnginePlace = {
  city: string;
  countryCode: string;
  lat: number;
  lng: number;
  count: number;
  remoteCount: number;
};

export type SearchEngine = {
  readonly name: 'memory' | 'postgres';
  search(query: EngineQuery): Promise<EngineResult>;
  // Every place of every matching position (start, num, sort and facets are ignored).
  places(query: EngineQuery): Promise<{ count: number; places: EnginePlace[] }>;
};

export const EARTH_RADIUS_KM = 6371.0088;

export function distanceKm(aLat: number, aLng: number, bLat: number, bLng: number): number {
  const toRadians = Math.PI / 180;
  const dLat = (bLat - aLat) * toRadians;
  const dLng = (bLng - aLng) * toRadians;
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(aLat * toRadians) * Math.cos(bLat * toRadians) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

export function inBounds(lat: number, lng: number, bounds: GeoBounds): boolean {
  if (lat < bounds.south || lat > bounds.north) return false;
  return bounds.west <= bounds.east
    ? lng >= bounds.west && lng <= bounds.east
    : lng >= bounds.west || lng <= bounds.east;
}

// A query of the whole group — every open position, no words, no place — that a caller narrows
// with `overrides` (the chat's departments, tests).
export function groupQuery(
  groupId: string,
  now: Date,
  overrides: Partial<EngineQuery> = {},
): EngineQuery {
  return {
    groupId,
    microsite: null,
    text: '',
    circle: null,
    remoteCountry: null,
    remoteOnly: false,
    locationText: null,
    bounds: null,
    filters: {},
    facets: [],
    sort: 'relevance',
    start: 0,
    num: 100,
    now,
    ...overrides,
  };
}
