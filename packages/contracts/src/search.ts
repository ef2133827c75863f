import { z } from 'zod';
import { defineCall } from './call';
import { toSnakeKey } from './case';
import { DomainSchema } from './http';
import { PositionOverrideSchema } from './position-overrides';
import {
  AUTOCOMPLETE_MAX_SUGGESTIONS,
  EMPLOYMENT_TYPES,
  SALARY_PERIODS,
  SEARCH_FILTER_MAX_VALUES,
  SEARCH_FILTER_VALUE_MAX_LENGTH,
  SEARCH_LOCATION_MAX_LENGTH,
  SEARCH_MAX_NUM,
  SEARCH_MAX_START,
  SEARCH_PAGE_SIZE,
  SEARCH_QUERY_MAX_LENGTH,
  SENIORITIES,
  SORT_OPTIONS,
  WORK_LOCATION_OPTIONS,
} from './search-params';

// The search, position, map-marker and autocomplete calls (docs/product/search.md).

// A query-string value may arrive repeated; a scalar parameter reads its first occurrence.
const firstOf = (value: unknown): unknown => (Array.isArray(value) ? value[0] : value);
const queryText = (max: number) =>
  z.preprocess(firstOf, z.string().max(max, `Must be at most ${max} characters`)).default('');

const wholeNumber = (min: number, max: number, fallback: number) =>
  z
    .preprocess(
      firstOf,
      z
        .string()
        .regex(/^\s*\d{1,9}\s*$/, 'Must be a whole number')
        .transform(Number)
        .pipe(z.number().min(min, `Must be at least ${min}`).max(max, `Must be at most ${max}`))
        .or(z.number().int().min(min).max(max)),
    )
    .default(fallback);

const flag = z
  .preprocess(
    firstOf,
    z.enum(['1', 'true', '0', 'false']).transform((v) => v === '1' || v === 'true'),
  )
  .optional();

const FILTER_KEY = /^filter[A-Z0-9]/;
const MAX_FILTER_KEYS = 30;

// Repeated `filter_<name>` keys (camelCased by the wire layer to filterName) gathered into one
// map by their snake_case name. Unknown names are kept here and dropped against the config.
function collectFilters(
  input: Record<string, unknown>,
  context: z.RefinementCtx,
): Record<string, string[]> {
  const filters: Record<string, string[]> = {};
  const keys = Object.keys(input).filter((key) => FILTER_KEY.test(key));
  if (keys.length > MAX_FILTER_KEYS) {
    context.addIssue({ code: 'custom', message: `At most ${MAX_FILTER_KEYS} filters`, path: [] });
    return filters;
  }
  for (const key of keys) {
    const raw = input[key];
    const values = (Array.isArray(raw) ? raw : [raw]).filter((value) => value !== undefined);
    const name = toSnakeKey(key.slice('filter'.length));
    const bad =
      values.length > SEARCH_FILTER_MAX_VALUES ||
      values.some(
        (value) => typeof value !== 'string' || value.length > SEARCH_FILTER_VALUE_MAX_LENGTH,
      );
    if (bad) {
      context.addIssue({
        code: 'custom',
        message: `At most ${SEARCH_FILTER_MAX_VALUES} values of ${SEARCH_FILTER_VALUE_MAX_LENGTH} characters`,
        path: [`filter_${name}`],
      });
      continue;
    }
    filters[name] = (values as string[]).map((value) => value.trim()).filter((v) => v !== '');
  }
  return filters;
}

const SearchScopeSchema = z.looseObject({
  domain: z.preprocess(firstOf, DomainSchema.optional()),
  microsite: z.preprocess(firstOf, z.string().max(100).optional()),
  query: queryText(SEARCH_QUERY_MAX_LENGTH),
  location: queryText(SEARCH_LOCATION_MAX_LENGTH),
});

export const SearchQuerySchema = SearchScopeSchema.extend({
  start: wholeNumber(0, SEARCH_MAX_START, 0),
  num: wholeNumber(1, SEARCH_MAX_NUM, SEARCH_PAGE_SIZE),
  sortBy: z.preprocess(firstOf, z.enum(SORT_OPTIONS).optional()),
  debug: flag,
}).transform((input, context) => ({
  domain: input.domain,
  microsite: input.microsite,
  query: input.query,
  location: input.location,
  start: input.start,
  num: input.num,
  sortBy: input.sortBy,
  debug: input.debug ?? false,
  filters: collectFilters(input, context),
}));
export type SearchQuery = z.output<typeof SearchQuerySchema>;

export const MapMarkersQuerySchema = SearchScopeSchema.transform((input, context) => ({
  domain: input.domain,
  microsite: input.microsite,
  query: input.query,
  location: input.location,
  filters: collectFilters(input, context),
}));
export type MapMarkersQuery = z.output<typeof MapMarkersQuerySchema>;

export const SalarySchema = z.object({
  min: z.number(),
  max: z.number(),
  currency: z.string(),
  period: z.enum(SALARY_PERIODS),
});
export type Salary = z.infer<typeof SalarySchema>;

// The lite record of a search result: enough to show a result and, while the full record loads,
// the top of its detail. Times are seconds; archivedAt below 0 means open, above 0 the second it
// closed.
export const PositionLiteSchema = z.object({
  id: z.number().int(),
  displayJobId: z.string(),
  name: z.string(),
  department: z.string(),
  team: z.string().nullable(),
  seniority: z.enum(SENIORITIES),
  employmentType: z.enum(EMPLOYMENT_TYPES),
  workLocationOption: z.enum(WORK_LOCATION_OPTIONS),
  location: z.string(),
  locations: z.array(z.string()),
  isRemote: z.boolean(),
  skills: z.array(z.string()),
  salary: SalarySchema.nullable(),
  postedTs: z.number().int(),
  archivedAt: z.number().int(),
  canonicalPositionUrl: z.string(),
  positionUserActions: z.object({ isSaved: z.boolean() }),
});
export type PositionLite = z.infer<typeof PositionLiteSchema>;

export const FilterOptionSchema = z.object({
  label: z.string(),
  value: z.string(),
  count: z.number().int().nullable(),
  selected: z.boolean(),
});

export const FilterDefSchema = z.object({
  allFilters: z.array(
    z.object({
      filterName: z.string(),
      displayName: z.string(),
      options: z.array(FilterOptionSchema),
    }),
  ),
  smartFilters: z.array(z.string()),
});
export type FilterDef = z.infer<typeof FilterDefSchema>;

export const ResolvedLocationSchema = z.object({
  name: z.string(),
  lat: z.number(),
  lng: z.number(),
  countryCode: z.string().nullable(),
  radius: z.number(),
  unit: z.enum(['km', 'mi']),
});

export const SearchResultSchema = z.object({
  count: z.number().int(),
  positions: z.array(PositionLiteSchema),
  filterDef: FilterDefSchema,
  sortBy: z.enum(SORT_OPTIONS),
  appliedFilters: z.record(z.string(), z.array(z.string())),
  savedSearchMetadata: z.object({ enabled: z.boolean(), isSubscribed: z.boolean() }),
  resultsMetaData: z.object({
    start: z.number().int(),
    num: z.number().int(),
    query: z.string(),
    // What the location parameter was read as: a point with a radius, remote, or nothing usable.
    location: ResolvedLocationSchema.nullable(),
    isRemoteSearch: z.boolean(),
    unknownLocation: z.boolean(),
    sortOptions: z.array(z.enum(SORT_OPTIONS)),
  }),
  // How the search ran (debug=1): null otherwise.
  debugData: z
    .object({
      engine: z.enum(['memory', 'postgres']),
      timings: z.record(z.string(), z.number()),
      parsedQuery: z.object({
        terms: z.array(z.array(z.string())),
        prefix: z.string().nullable(),
        location: z.string().nullable(),
        filters: z.record(z.string(), z.array(z.string())),
      }),
    })
    .nullable(),
});
export type SearchResult = z.infer<typeof SearchResultSchema>;

export const searchCall = defineCall({
  method: 'GET',
  path: '/api/pcsx/search',
  query: SearchQuerySchema,
  response: SearchResultSchema,
});

// A map marker: one per place with matching positions, for the whole result (not a page).
export const MapMarkerSchema = z.object({
  id: z.string(),
  latlong: z.object({ lat: z.number(), lng: z.number() }),
  count: z.number().int(),
  location: z.string(),
  isRemote: z.boolean(),
});
export type MapMarker = z.infer<typeof MapMarkerSchema>;

export const mapMarkersCall = defineCall({
  method: 'GET',
  path: '/api/pcsx/search/map_markers',
  query: MapMarkersQuerySchema,
  response: z.object({ count: z.number().int(), markers: z.array(MapMarkerSchema) }),
});

export const AUTOCOMPLETE_KINDS = ['title', 'skill', 'location'] as const;

export const autocompleteCall = defineCall({
  method: 'GET',
  path: '/api/pcsx/search/autocomplete',
  query: z.object({
    domain: z.preprocess(firstOf, DomainSchema.optional()),
    query: z.preprocess(firstOf, z.string().max(100, 'Must be at most 100 characters')),
    // The search box asks for titles and skills; the location box for places.
    field: z.preprocess(firstOf, z.enum(['query', 'location']).default('query')),
  }),
  response: z.object({
    suggestions: z
      .array(
        z.object({
          text: z.string(),
          kind: z.enum(AUTOCOMPLETE_KINDS),
          // What to put in the box: the text, or for a place its location string.
          value: z.string(),
          count: z.number().int(),
        }),
      )
      .max(AUTOCOMPLETE_MAX_SUGGESTIONS),
  }),
});

export const PositionLocationSchema = z.object({
  name: z.string(),
  city: z.string(),
  region: z.string().nullable(),
  countryCode: z.string(),
  lat: z.number(),
  lng: z.number(),
});

export const PositionDetailSchema = PositionLiteSchema.extend({
  descriptionHtml: z.string(),
  language: z.string(),
  placeDetails: z.array(PositionLocationSchema),
  remoteCountries: z.array(z.string()),
  validThroughTs: z.number().int().nullable(),
  isPrivate: z.boolean(),
  microsite: z.string().nullable(),
  applyUrl: z.string(),
});
export type PositionDetail = z.infer<typeof PositionDetailSchema>;

// position_id follows the position id rule: '123-some-title' reads as 123; a private position
// answers only to its private link key.
const PositionIdSchema = z.preprocess(firstOf, z.string().trim().min(1).max(100));
const LanguageSchema = z.preprocess(
  firstOf,
  z
    .string()
    .regex(/^[a-zA-Z]{2,3}(?:-[a-zA-Z0-9]{2,8})?$/, 'Must be a language code')
    .optional(),
);

export const positionDetailsCall = defineCall({
  method: 'GET',
  path: '/api/pcsx/position_details',
  query: z.object({
    positionId: PositionIdSchema,
    domain: z.preprocess(firstOf, DomainSchema.optional()),
    hl: LanguageSchema,
    queriedLocation: z.preprocess(firstOf, z.string().max(SEARCH_LOCATION_MAX_LENGTH).optional()),
  }),
  response: PositionDetailSchema,
  // `data` plus `metadata.isFallback` — English served for a language it lacks.
  metadata: z.object({ isFallback: z.boolean() }),
});

export const overridesCall = defineCall({
  method: 'GET',
  path: '/api/pcsx/overrides',
  query: z.object({
    positionId: PositionIdSchema,
    domain: z.preprocess(firstOf, DomainSchema.optional()),
    hl: LanguageSchema,
  }),
  // The position's overrides for the reader's language, merged (docs/product/job-pages.md).
  response: z.object({ overrides: PositionOverrideSchema }),
});
