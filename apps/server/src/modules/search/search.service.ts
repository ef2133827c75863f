import {
  CURRENT_LOCATION,
  DISTANCE_FILTER,
  MAP_AREA,
  MAP_BOUNDS_FILTER,
  MAP_LOCATION,
  RECOMMENDED_SORT,
  REMOTE_KEYWORD,
  normalizeFilters,
  parseLatLng,
  parseLocationString,
  readableSearchText,
  SearchQuerySchema,
  SIMILAR_POSITIONS_MAX,
  type FilterDef,
  type FilterName,
  type PositionLite,
  type MapMarker,
  type MapMarkersQuery,
  type SearchQuery,
  type SearchResult,
  type SortOption,
} from '@careers/contracts';
import { AppError } from '../../shared/app-error';
import type { RequestScope } from '../auth/auth.public';
import type { Group } from '../config/config.public';
import { geocodePlace, placeLabel, suggestPlaces, countryName } from '../geo/geo.public';
import type { Suggestion } from './suggestions.service';
import {
  FACET_FIELDS,
  groupQuery,
  type EngineQuery,
  type EngineResult,
  type FacetCounts,
  type FacetField,
  type GeoBounds,
  type SearchEngine,
} from './search-engine';
import type { SearchIndexes } from './search-indexes.service';
import { groupShowsPay } from '../positions/positions.public';

// Reads a search request against the group's config — aliases, dropped filters, the location in
// its forms, distance, map bounds, sort — into one EngineQuery, and shapes the engine's answer
// into the search result (docs/product/search.md).

const KM_PER_MILE = 1.609344;
// A distance of 0 (a map location) is that place: the positions of that city.
const EXACT_PLACE_KM = 1;
const MAX_QUERY_WORDS = 32;

// One name for each filter a group may configure (FILTER_NAMES).
const FILTER_DISPLAY_NAMES: Readonly<Record<string, string>> = {
  department: 'Department',
  team: 'Team',
  seniority: 'Seniority',
  employment_type: 'Employment type',
  work_location_option: 'Workplace',
  country: 'Country',
  city: 'City',
  skills: 'Skills',
  distance: 'Distance',
} satisfies Record<FilterName, string>;

const VALUE_LABELS: Record<string, string> = {
  intern: 'Intern',
  entry: 'Entry level',
  mid: 'Mid level',
  senior: 'Senior',
  lead: 'Lead',
  manager: 'Manager',
  director: 'Director',
  executive: 'Executive',
  full_time: 'Full-time',
  part_time: 'Part-time',
  contract: 'Contract',
  temporary: 'Temporary',
  internship: 'Internship',
  onsite: 'On-site',
  hybrid: 'Hybrid',
  remote: 'Remote',
};

function isFacetField(name: string): name is FacetField {
  return (FACET_FIELDS as readonly string[]).includes(name);
}

type ResolvedLocation = {
  circle: EngineQuery['circle'];
  remoteCountry: string | null;
  remoteOnly: boolean;
  locationText: string | null;
  described: SearchResult['resultsMetaData']['location'];
  unknown: boolean;
};

// map_bounds holds the south-west and north-east "lat,long" pairs (two values, or one value of
// four numbers).
function parseMapBounds(values: readonly string[] | undefined): GeoBounds | null {
  if (!values || values.length === 0) return null;
  const pairs =
    values.length === 2
      ? values.map((value) => parseLatLng(value))
      : values.length === 1
        ? (() => {
            const parts = (values[0] ?? '').split(',');
            return parts.length === 4
              ? [parseLatLng(`${parts[0]},${parts[1]}`), parseLatLng(`${parts[2]},${parts[3]}`)]
              : [null];
          })()
        : [null];
  const [southWest, northEast] = pairs;
  if (!southWest || !northEast || southWest.lat > northEast.lat) {
    throw new AppError('validation_failed', 'Some fields are not valid.', {
      fieldErrors: {
        filter_map_bounds: 'Must be the south-west and north-east corners as "lat,long" pairs',
      },
    });
  }
  return { south: southWest.lat, west: southWest.lng, north: northEast.lat, east: northEast.lng };
}

function resolveLocation(raw: string, distance: number | null, group: Group): ResolvedLocation {
  const config = group.configs.pcsxConfig.searchConfig;
  const none: ResolvedLocation = {
    circle: null,
    remoteCountry: null,
    remoteOnly: false,
    locationText: null,
    described: null,
    unknown: false,
  };
  const text = raw.trim();
  if (text === '') return none;
  const lowered = text.toLowerCase();
  if (lowered === REMOTE_KEYWORD) return { ...none, remoteOnly: true };
  // Reserved words name where the map or the browser is; alone they carry no place.
  if ([MAP_AREA, MAP_LOCATION, CURRENT_LOCATION].some((word) => word.toLowerCase() === lowered)) {
    return none;
  }
  const value = distance ?? config.distance.defaultValue;
  const unit = config.distance.unit;
  const radiusKm = Math.max(EXACT_PLACE_KM, unit === 'mi' ? value * KM_PER_MILE : value);
  const point = parseLocationString(text);
  const place = point ? null : geocodePlace(readableSearchText(text));
  const at = point ?? (place ? { lat: place.lat, lng: place.lng, name: placeLabel(place) } : null);
  if (!at) return { ...none, locationText: readableSearchText(text), unknown: true };
  const countryCode =
    place?.countryCode ?? (point?.name ? geocodePlace(point.name)?.countryCode : null) ?? null;
  return {
    ...none,
    circle: { lat: at.lat, lng: at.lng, radiusKm },
    remoteCountry: config.includeRemoteInLocationSearch ? countryCode : null,
    described: {
      name: at.name ?? `${at.lat},${at.lng}`,
      lat: at.lat,
      lng: at.lng,
      countryCode,
      radius: value,
      unit,
    },
  };
}

// Values arrive as repeated keys; without the comma-in-values flag a comma also separates them,
// with it a value keeps its commas and %2C reads as a comma.
function splitValues(values: readonly string[], commaInValues: boolean): string[] {
  return values
    .flatMap((value) =>
      commaInValues
        ? [value.replaceAll(/%2C/gi, ',').trim()]
        : value.split(',').map((part) => part.trim()),
    )
    .filter((value) => value !== '');
}

function optionLabel(group: Group, filter: string, value: string): string {
  const labelMap =
    group.configs.pcsxConfig.searchOptionsMap[filter as FacetField]?.options?.labelMap;
  const configured = labelMap?.[value];
  if (configured) return configured;
  if (filter === 'country') return countryName(value);
  return VALUE_LABELS[value] ?? value;
}

function buildFilterDef(
  group: Group,
  applied: Record<string, string[]>,
  facets: FacetCounts,
): FilterDef {
  const config = group.configs.pcsxConfig.searchConfig;
  const optionsMap = group.configs.pcsxConfig.searchOptionsMap;
  const allFilters = config.allFilters.map((filterName) => {
    const selected = new Set(applied[filterName] ?? []);
    let options: FilterDef['allFilters'][number]['options'];
    if (filterName === DISTANCE_FILTER) {
      options = config.distance.options.map((distance) => ({
        label: `${distance} ${config.distance.unit}`,
        value: String(distance),
        count: null,
        selected: selected.has(String(distance)),
      }));
    } else {
      const counted = isFacetField(filterName) ? (facets[filterName] ?? []) : [];
      const seen = new Set(counted.map((option) => option.value));
      options = [
        ...counted.map(({ value, count }) => ({
          label: optionLabel(group, filterName, value),
          value,
          count,
          selected: selected.has(value),
        })),
        // A chosen value with no positions left still shows, so it can be cleared.
        ...[...selected]
          .filter((value) => !seen.has(value))
          .map((value) => ({
            label: optionLabel(group, filterName, value),
            value,
            count: 0,
            selected: true,
          })),
      ];
    }
    return {
      filterName,
      displayName:
        optionsMap[filterName]?.displayName ?? FILTER_DISPLAY_NAMES[filterName] ?? filterName,
      options,
    };
  });
  return { allFilters, smartFilters: config.smartFilters };
}

type Prepared = {
  engineQuery: EngineQuery;
  applied: Record<string, string[]>;
  location: ResolvedLocation;
  sort: SortOption;
  sortOptions: SortOption[];
  text: string;
};

// The sorts a reader may choose: the group's, with "Recommended for you" for a candidate only.
function sortOptionsFor(group: Group, canRecommend: boolean): SortOption[] {
  const configured = group.configs.pcsxConfig.searchConfig.sortOptions.filter(
    (option) => option !== RECOMMENDED_SORT,
  );
  return canRecommend ? [...configured, RECOMMENDED_SORT] : configured;
}

function prepare(
  group: Group,
  input: Pick<SearchQuery, 'query' | 'location' | 'filters' | 'microsite'> & {
    start: number;
    num: number;
    sortBy?: SortOption | undefined;
  },
  now: Date,
  canRecommend = false,
): Prepared {
  const config = group.configs.pcsxConfig.searchConfig;
  const commaInValues = group.configs.behaviourFlags.enableCommaInFilterValues;
  const bounds = parseMapBounds(input.filters[MAP_BOUNDS_FILTER]);
  const raw: Record<string, string[]> = {};
  for (const [name, values] of Object.entries(input.filters)) {
    if (name === MAP_BOUNDS_FILTER) continue;
    raw[name] = splitValues(values, commaInValues);
  }
  const applied = normalizeFilters(
    raw,
    group.configs.pcsxConfig.searchOptionsMap,
    config.allFilters,
  );
  const distanceValue = applied[DISTANCE_FILTER]?.[0];
  const distance =
    distanceValue !== undefined && /^\d{1,5}$/.test(distanceValue) ? Number(distanceValue) : null;
  const appliedFilters = Object.fromEntries(
    Object.entries(applied).filter(([name]) => name !== DISTANCE_FILTER),
  );
  if (distance !== null) appliedFilters[DISTANCE_FILTER] = [String(distance)];
  const location = resolveLocation(input.location, distance, group);
  const filters: EngineQuery['filters'] = {};
  for (const [name, values] of Object.entries(appliedFilters)) {
    if (isFacetField(name)) filters[name] = values;
  }
  const text = readableSearchText(input.query).split(' ').slice(0, MAX_QUERY_WORDS).join(' ');
  const sortOptions = sortOptionsFor(group, canRecommend);
  const sort =
    input.sortBy && sortOptions.includes(input.sortBy)
      ? input.sortBy
      : sortOptions.includes(config.defaultSortBy)
        ? config.defaultSortBy
        : 'relevance';
  return {
    applied: appliedFilters,
    location,
    sort,
    sortOptions,
    text,
    engineQuery: {
      groupId: group.id,
      microsite: input.microsite ?? null,
      text,
      circle: location.circle,
      remoteCountry: location.remoteCountry,
      remoteOnly: location.remoteOnly,
      locationText: location.locationText,
      bounds,
      filters,
      facets: config.allFilters.filter(isFacetField),
      sort: sort === RECOMMENDED_SORT ? 'relevance' : sort,
      start: input.start,
      num: input.num,
      now,
    },
  };
}

// What of the reader a search shows: the positions they saved, whether they have a job alert for
// this search, and (logged in) their own order, which offers "Recommended for you".
export type SearchReader = {
  savedAmong: (ids: number[]) => Promise<Set<number>>;
  hasAlert?: () => Promise<boolean>;
  recommend?: Recommender;
};

// A search runs on the group's indexes at one instant, for a reader or for nobody (the job-alert
// digest): a call's RequestScope spreads into it.
export type SearchScope = Pick<RequestScope, 'group' | 'now'> & {
  indexes: SearchIndexes;
  reader?: SearchReader;
};

const NOBODY: SearchReader = { savedAmong: () => Promise.resolve(new Set()) };

// The candidate's order of some positions (best match first); searches sorted "Recommended for
// you" re-order the best RECOMMEND_POOL of the search by it.
type Recommender = (ids: readonly number[]) => Promise<number[]>;
const RECOMMEND_POOL = 200;

async function searchEngine(
  engine: SearchEngine,
  prepared: Prepared,
  query: SearchQuery,
  recommend: Recommender | undefined,
): Promise<{ result: EngineResult; ids: number[] }> {
  const end = query.start + query.num;
  if (prepared.sort !== RECOMMENDED_SORT || !recommend || end > RECOMMEND_POOL) {
    const result = await engine.search(prepared.engineQuery);
    return { result, ids: result.ids };
  }
  const result = await engine.search({ ...prepared.engineQuery, start: 0, num: RECOMMEND_POOL });
  const ranked = await recommend(result.ids);
  return { result, ids: ranked.slice(query.start, end) };
}

export async function searchPositions(
  scope: SearchScope,
  query: SearchQuery,
): Promise<SearchResult> {
  const started = performance.now();
  const { group, indexes } = scope;
  const { savedAmong, hasAlert, recommend } = scope.reader ?? NOBODY;
  const prepared = prepare(group, query, scope.now, recommend !== undefined);
  const engine: SearchEngine = indexes.engineFor(group.id);
  const { result, ids } = await searchEngine(engine, prepared, query, recommend);
  const records = await indexes.records(group.id, engine, ids);
  const saved = await savedAmong(records.map((record) => record.id));
  const configs = group.configs;
  const canSaveSearch =
    configs.notificationsConfig.savedSearchNotification.enabled &&
    configs.loginSignupConfig.candidateLoginEnabled;
  return {
    count: result.count,
    positions: records.map((record) => ({
      ...record,
      salary: groupShowsPay(configs.pcsxConfig, record.id) ? record.salary : null,
      positionUserActions: { isSaved: saved.has(record.id) },
    })),
    filterDef: buildFilterDef(group, prepared.applied, result.facets),
    sortBy: prepared.sort,
    appliedFilters: prepared.applied,
    savedSearchMetadata: {
      enabled: canSaveSearch,
      isSubscribed: canSaveSearch && hasAlert !== undefined && (await hasAlert()),
    },
    resultsMetaData: {
      start: query.start,
      num: query.num,
      query: prepared.text,
      location: prepared.location.described,
      isRemoteSearch: prepared.location.remoteOnly,
      unknownLocation: prepared.location.unknown,
      sortOptions: prepared.sortOptions,
    },
    debugData: query.debug
      ? {
          engine: engine.name,
          timings: { ...result.timings, serviceMs: performance.now() - started },
          parsedQuery: {
            terms: result.terms,
            prefix: result.prefix,
            location: prepared.location.described?.name ?? prepared.location.locationText,
            filters: prepared.applied,
          },
        }
      : null,
  };
}

export async function searchMapMarkers(
  scope: SearchScope,
  query: MapMarkersQuery,
): Promise<{ count: number; markers: MapMarker[] }> {
  const { group } = scope;
  const prepared = prepare(group, { ...query, start: 0, num: 0 }, scope.now);
  const engine = scope.indexes.engineFor(group.id);
  const { count, places } = await engine.places(prepared.engineQuery);
  const markers = places
    .sort((a, b) => b.count - a.count)
    .map((place) => ({
      id: `${place.countryCode}:${place.city}`,
      latlong: { lat: place.lat, lng: place.lng },
      count: place.count,
      location: placeLabel({ name: place.city, region: null, countryCode: place.countryCode }),
      isRemote: place.remoteCount === place.count,
    }));
  return { count, markers };
}

export async function autocomplete(
  scope: SearchScope,
  input: { query: string; field: 'query' | 'location' },
): Promise<Suggestion[]> {
  const suggestions = await scope.indexes.suggestions(scope.group.id);
  return suggestions.suggest(input.query, input.field, suggestPlaces);
}

type KeptDepartments = Map<string, { revision: number; names: string[] }>;
const departmentsByGroup = new WeakMap<SearchIndexes, KeptDepartments>();

// The group's departments with open positions, most positions first — the job families the chat
// assistant knows and offers. Kept until the group's positions change.
export async function openDepartments(scope: SearchScope): Promise<string[]> {
  const { group, indexes } = scope;
  const kept = departmentsByGroup.get(indexes) ?? (new Map() as KeptDepartments);
  departmentsByGroup.set(indexes, kept);
  const revision = indexes.revision(group.id);
  const known = kept.get(group.id);
  if (known?.revision === revision) return known.names;
  const result = await indexes
    .engineFor(group.id)
    .search(groupQuery(group.id, scope.now, { facets: ['department'], num: 0 }));
  const names = (result.facets.department ?? [])
    .toSorted((a, b) => b.count - a.count)
    .map((facet) => facet.value);
  kept.set(group.id, { revision, names });
  return names;
}

// Similar jobs: open positions like a closed one — its whole title first, then the title's last
// word, the role itself ("Designer", "Pflegefachkraft") — never the position itself.
export async function similarPositions(
  scope: SearchScope,
  position: { id: number; title: string },
): Promise<PositionLite[]> {
  const words = position.title.split(/\s+/).filter((word) => /\p{L}/u.test(word));
  const texts = [position.title, words.at(-1)].filter(
    (text, index, all): text is string => text !== undefined && all.indexOf(text) === index,
  );
  const found = new Map<number, PositionLite>();
  for (const text of texts) {
    const query = SearchQuerySchema.parse({ query: text, num: SIMILAR_POSITIONS_MAX + 1 });
    // Only the reader's saved marks: an alert or their own order has no part in similar jobs.
    const { savedAmong } = scope.reader ?? NOBODY;
    const result = await searchPositions({ ...scope, reader: { savedAmong } }, query);
    for (const candidate of result.positions) {
      if (candidate.id !== position.id && found.size < SIMILAR_POSITIONS_MAX)
        found.set(candidate.id, candidate);
    }
    if (found.size >= SIMILAR_POSITIONS_MAX) break;
  }
  return [...found.values()];
}
