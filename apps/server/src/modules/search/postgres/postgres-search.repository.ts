import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../../db/database';
import { positionPlaces, positions } from '../../../db/schema';
import {
  EARTH_RADIUS_KM,
  type EnginePlace,
  type FacetField,
  type GeoCircle,
} from '../search-engine';
import { queryRows } from '../../../db/query-rows';

// The PostgreSQL engine's statements. postgres-engine.service.ts resolves an EngineQuery into a
// PostgresSearch; this file turns it into SQL. Every value, the tsquery sources included, is a
// bound parameter.

// west, south, east, north; never crossing the antimeridian (searchBoxes splits those).
type Box = [number, number, number, number];

export type PostgresSearch = {
  groupId: string;
  microsite: string | null;
  now: Date;
  // to_tsquery('simple') sources, one per word, ANDed: each word's stems in the languages the
  // group's positions may be written in, ORed ("'entwickl' | 'entwickler'")...
  words: readonly string[];
  // ...the last word, matched by its stems or as a prefix of a lexeme as typed ("'engi':*")...
  lastWord: { typed: string; exact: string; prefix: string } | null;
  // ...and a place's words, within weight C ("'berlin':C").
  locationWords: string | null;
  // A position with a place in one of the boxes (and within the circle, if any)...
  area: { boxes: Box[]; circle: GeoCircle | null } | null;
  // ...or outside it, remote and hiring from this country.
  remoteCountry: string | null;
  remoteOnly: boolean;
  filters: { field: FacetField; values: readonly string[] }[];
};

const MAX_FACET_OPTIONS = 100;

const SINGLE_COLUMNS = {
  department: positions.department,
  team: positions.team,
  seniority: positions.seniority,
  employment_type: positions.employmentType,
  work_location_option: positions.workLocationOption,
} as const;

type SingleField = keyof typeof SINGLE_COLUMNS;

function isSingleField(field: FacetField): field is SingleField {
  return field in SINGLE_COLUMNS;
}

function listOf(values: readonly string[]): SQL {
  return sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  );
}

// Stems are lexemes already: 'simple' takes them as they are.
function textQuery(search: PostgresSearch): SQL | null {
  const parts: SQL[] = search.words.map((word) => sql`to_tsquery('simple', ${word})`);
  if (search.lastWord) {
    // The half-typed word is compared as written, not stemmed.
    parts.push(
      sql`(to_tsquery('simple', ${search.lastWord.exact}) || to_tsquery('simple', ${search.lastWord.prefix}))`,
    );
  }
  if (search.locationWords) parts.push(sql`to_tsquery('english', ${search.locationWords})`);
  return parts.length > 0 ? sql`(${sql.join(parts, sql` && `)})` : null;
}

// The haversine distance of distanceKm (search-engine.ts), from the circle's centre to a place.
function distanceFrom(circle: GeoCircle): SQL {
  const lat = sql`${circle.lat}::float8`;
  const lng = sql`${circle.lng}::float8`;
  return sql`2 * ${EARTH_RADIUS_KM}::float8 * asin(least(1, sqrt(
    power(sin(radians(${positionPlaces.lat} - ${lat}) / 2), 2)
    + cos(radians(${lat})) * cos(radians(${positionPlaces.lat}))
      * power(sin(radians(${positionPlaces.lng} - ${lng}) / 2), 2))))`;
}

function placeInArea(area: NonNullable<PostgresSearch['area']>): SQL {
  const boxes = area.boxes.map(
    ([west, south, east, north]) =>
      sql`(${positionPlaces.lat} between ${south}::float8 and ${north}::float8 and ${positionPlaces.lng} between ${west}::float8 and ${east}::float8)`,
  );
  const inBoxes = sql`(${sql.join(boxes, sql` or `)})`;
  if (!area.circle) return inBoxes;
  return sql`${inBoxes} and ${distanceFrom(area.circle)} <= ${area.circle.radiusKm}::float8`;
}

// The bounding boxes come first so the (group_id, lat, lng) index finds the candidates.
function inArea(search: PostgresSearch, area: NonNullable<PostgresSearch['area']>): SQL {
  return sql`${positions.id} in (select ${positionPlaces.positionId} from ${positionPlaces}
    where ${positionPlaces.groupId} = ${search.groupId} and ${placeInArea(area)})`;
}

function filterCondition(field: FacetField, values: readonly string[]): SQL {
  if (isSingleField(field)) return sql`${SINGLE_COLUMNS[field]} in (${listOf(values)})`;
  if (field === 'skills') return sql`${positions.skills} ?| array[${listOf(values)}]::text[]`;
  const column = field === 'country' ? positionPlaces.countryCode : positionPlaces.city;
  return sql`exists (select 1 from ${positionPlaces}
    where ${positionPlaces.positionId} = ${positions.id} and ${column} in (${listOf(values)}))`;
}

// Everything but the filters: the group's open public positions matching the text and the area.
function baseConditions(search: PostgresSearch): SQL {
  const now = sql`${search.now.toISOString()}::timestamptz`;
  const conditions = [
    sql`${positions.groupId} = ${search.groupId}`,
    sql`not ${positions.isPrivate}`,
    sql`(${positions.archivedAt} is null or ${positions.archivedAt} > ${now})`,
    sql`(${positions.validThrough} is null or ${positions.validThrough} > ${now})`,
  ];
  if (search.microsite !== null) conditions.push(sql`${positions.microsite} = ${search.microsite}`);
  const text = textQuery(search);
  if (text) conditions.push(sql`${positions.searchVector} @@ ${text}`);
  if (search.remoteOnly) conditions.push(sql`${positions.workLocationOption} = 'remote'`);
  if (search.area) {
    const area = inArea(search, search.area);
    conditions.push(
      search.remoteCountry === null
        ? area
        : sql`(${area} or ${remoteEligible(search.remoteCountry)})`,
    );
  }
  return sql.join(conditions, sql` and `);
}

function remoteEligible(country: string): SQL {
  return sql`(${positions.workLocationOption} = 'remote' and (jsonb_array_length(${positions.remoteCountries}) = 0 or ${positions.remoteCountries} ? ${country}))`;
}

function allConditions(search: PostgresSearch): SQL {
  const filters = search.filters.map(({ field, values }) => filterCondition(field, values));
  return sql.join([baseConditions(search), ...filters], sql` and `);
}

export async function searchPositionPage(
  db: Database,
  search: PostgresSearch,
  order: 'relevance' | 'newest',
  start: number,
  num: number,
): Promise<{ count: number; ids: number[] }> {
  const text = textQuery(search);
  const rank =
    order === 'relevance' && text ? sql`ts_rank(${positions.searchVector}, ${text})` : sql`0`;
  const [row] = await queryRows<{ count: number; ids: number[] }>(
    db,
    sql`with matched as (
      select ${positions.id} as id, ${positions.postedAt} as posted_at, ${rank} as rank
      from ${positions} where ${allConditions(search)}
    )
    select (select count(*)::int from matched) as count,
      array(select id from matched order by rank desc, posted_at desc, id
        offset ${start}::int limit ${num}::int) as ids`,
  );
  return { count: row?.count ?? 0, ids: row?.ids ?? [] };
}

function facetBranch(field: FacetField, where: SQL, groupId: string): SQL {
  const tail = sql`group by value order by count desc, value limit ${MAX_FACET_OPTIONS}::int`;
  if (isSingleField(field)) {
    return sql`(select ${field}::text as field, ${sql.identifier(field)} as value, count(*)::int as count
      from matched where ${where} and ${sql.identifier(field)} is not null ${tail})`;
  }
  // A position counts once per distinct value of a multi-valued field.
  const pairs =
    field === 'skills'
      ? sql`select distinct matched.id, skill.value
          from matched cross join lateral jsonb_array_elements_text(matched.skills) as skill(value)
          where ${where}`
      : sql`select distinct matched.id,
            ${field === 'country' ? positionPlaces.countryCode : positionPlaces.city} as value
          from matched join ${positionPlaces} on ${positionPlaces.positionId} = matched.id
            and ${positionPlaces.groupId} = ${groupId}
          where ${where}`;
  return sql`(select ${field}::text as field, found.value, count(*)::int as count
    from (${pairs}) as found ${tail})`;
}

// Disjunctive facets: each field counted over the matches of every filter but its own.
export async function countPositionFacets(
  db: Database,
  search: PostgresSearch,
  fields: readonly FacetField[],
): Promise<{ field: FacetField; value: string; count: number }[]> {
  if (fields.length === 0) return [];
  const flags = search.filters.map(
    ({ field, values }, at) =>
      sql`${filterCondition(field, values)} as ${sql.identifier(`filter_${at}`)}`,
  );
  const branches = fields.map((field) => {
    const others = search.filters.flatMap((filter, at) =>
      filter.field === field ? [] : [sql.identifier(`filter_${at}`)],
    );
    return facetBranch(
      field,
      others.length > 0 ? sql.join(others, sql` and `) : sql`true`,
      search.groupId,
    );
  });
  return queryRows(
    db,
    sql`with matched as (
      select ${positions.id} as id, ${positions.department} as department, ${positions.team} as team,
        ${positions.seniority} as seniority, ${positions.employmentType} as employment_type,
        ${positions.workLocationOption} as work_location_option, ${positions.skills} as skills
        ${flags.length > 0 ? sql`, ${sql.join(flags, sql`, `)}` : sql``}
      from ${positions} where ${baseConditions(search)}
    )
    ${sql.join(branches, sql` union all `)}`,
  );
}

// Every place of every match, by city (at the coordinates of its first place); a position found
// through the area pins only its places inside it, one found as remote all of its places.
export async function aggregatePositionPlaces(
  db: Database,
  search: PostgresSearch,
): Promise<{ count: number; places: EnginePlace[] }> {
  const pinned = search.area ? sql`not matched.in_area or ${placeInArea(search.area)}` : sql`true`;
  const [row] = await queryRows<{ count: number; places: EnginePlace[] }>(
    db,
    sql`with matched as (
      select ${positions.id} as id, ${positions.workLocationOption} = 'remote' as is_remote,
        ${search.area ? inArea(search, search.area) : sql`true`} as in_area
      from ${positions} where ${allConditions(search)}
    ), cities as (
      select ${positionPlaces.city} as city, ${positionPlaces.countryCode} as country_code,
        count(*)::int as count, (count(*) filter (where matched.is_remote))::int as remote_count,
        min(array[${positionPlaces.positionId}, ${positionPlaces.ordinal}]) as first
      from matched join ${positionPlaces} on ${positionPlaces.positionId} = matched.id
        and ${positionPlaces.groupId} = ${search.groupId}
      where ${pinned}
      group by ${positionPlaces.city}, ${positionPlaces.countryCode}
    )
    select (select count(*)::int from matched) as count,
      coalesce((select json_agg(json_build_object('city', cities.city,
          'countryCode', cities.country_code, 'lat', ${positionPlaces.lat}, 'lng', ${positionPlaces.lng},
          'count', cities.count, 'remoteCount', cities.remote_count) order by cities.first)
        from cities join ${positionPlaces} on ${positionPlaces.positionId} = cities.first[1]
          and ${positionPlaces.ordinal} = cities.first[2]), '[]'::json) as places`,
  );
  return { count: row?.count ?? 0, places: row?.places ?? [] };
}

// The first of `prefixes` (to_tsquery sources) that some public position of the group has a
// lexeme for, or the stems of `exact`: its position in the list, or null.
export async function findMatchingPrefix(
  db: Database,
  groupId: string,
  exact: string,
  prefixes: readonly string[],
): Promise<number | null> {
  const [row] = await queryRows<{ at: number }>(
    db,
    sql`select (candidate.at - 1)::int as at
      from unnest(array[${listOf(prefixes)}]::text[]) with ordinality as candidate(query, at)
      where exists (select 1 from ${positions}
        where ${positions.groupId} = ${groupId} and not ${positions.isPrivate}
          and ${positions.searchVector} @@ (to_tsquery('simple', ${exact}) || to_tsquery('simple', candidate.query)))
      order by candidate.at limit 1`,
  );
  return row ? row.at : null;
}

// The lexemes PostgreSQL makes of each word in each configuration, the first configuration's
// first, each once (none for a word that is a stop word in all of them). One statement for all:
// a query then ORs a few distinct stems per word, not one to_tsquery per language.
export async function lexemesOf(
  db: Database,
  words: readonly string[],
  configs: readonly string[],
): Promise<string[][]> {
  if (words.length === 0) return [];
  const rows = await queryRows<{ at: number; lexemes: string[] }>(
    db,
    sql`select word.at::int as at,
        tsvector_to_array(to_tsvector(config.name::regconfig, word.text)) as lexemes
      from unnest(array[${listOf(words)}]::text[]) with ordinality as word(text, at)
      cross join unnest(array[${listOf(configs)}]::text[]) with ordinality as config(name, at)
      order by word.at, config.at`,
  );
  const found = words.map(() => new Set<string>());
  for (const { at, lexemes } of rows) for (const lexeme of lexemes) found[at - 1]?.add(lexeme);
  return found.map((lexemes) => [...lexemes]);
}
