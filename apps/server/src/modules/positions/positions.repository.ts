import {
  and,
  asc,
  count,
  eq,
  getTableColumns,
  gt,
  gte,
  inArray,
  isNull,
  lt,
  or,
  sql,
} from 'drizzle-orm';
import type { Database } from '../../db/database';
import { forgetOwner, positionsOwner } from '../../shared/read-cache';
import { queryRows } from '../../db/query-rows';
import {
  positionChanges,
  positionPlaces,
  positions,
  savedPositions,
  type StoredLocation,
  type StoredTranslation,
} from '../../db/schema';

export type PositionRow = typeof positions.$inferSelect;
// A public position's numeric id, or a private one's key.
export type PositionLink = { id: number } | { privateKey: string };
// What the search index reads of a position: no HTML (half a description's bytes).
export type IndexRow = Omit<PositionRow, 'descriptionHtml' | 'translations'> & {
  translations: Record<string, Omit<StoredTranslation, 'descriptionHtml'>>;
};
export type NewPositionRow = Omit<
  typeof positions.$inferInsert,
  'id' | 'searchVector' | 'createdAt' | 'updatedAt'
> & {
  locations: StoredLocation[];
  translations: Record<string, StoredTranslation>;
};

// Everything but the generated tsvector, which no reader needs.
export const positionRowColumns = Object.fromEntries(
  Object.entries(getTableColumns(positions)).filter(([name]) => name !== 'searchVector'),
) as Omit<ReturnType<typeof getTableColumns<typeof positions>>, 'searchVector'>;

// What a position's record in a list (applications, interviews, drafts, the job cart) is made
// of (toPositionRecord): reading only these keeps a page of 200 from decoding 200 descriptions,
// translations and search columns.
const SUMMARY_KEYS = [
  'id',
  'externalId',
  'title',
  'department',
  'team',
  'seniority',
  'employmentType',
  'workLocationOption',
  'locations',
  'remoteCountries',
  'skills',
  'salaryMin',
  'salaryMax',
  'salaryCurrency',
  'salaryPeriod',
  'postedAt',
  'archivedAt',
  'validThrough',
  'isPrivate',
  'privateKey',
  // Small, and needed: an override may hide the pay of the position in every list.
  'configOverrides',
] as const;
export type PositionSummaryRow = Pick<PositionRow, (typeof SUMMARY_KEYS)[number]>;
const tableColumns = getTableColumns(positions);
export const positionSummaryColumns = Object.fromEntries(
  SUMMARY_KEYS.map((key) => [key, tableColumns[key]]),
) as Pick<typeof tableColumns, (typeof SUMMARY_KEYS)[number]>;

// The index's columns: neither the description's HTML nor any translation's.
const indexColumns = {
  ...(Object.fromEntries(
    Object.entries(positionRowColumns).filter(([name]) => name !== 'descriptionHtml'),
  ) as Omit<typeof positionRowColumns, 'descriptionHtml'>),
  translations: sql<
    IndexRow['translations']
  >`coalesce((select jsonb_object_agg(key, value - 'descriptionHtml') from jsonb_each(${positions.translations})), '{}'::jsonb)`.mapWith(
    (value: unknown) =>
      (typeof value === 'string' ? JSON.parse(value) : value) as IndexRow['translations'],
  ),
};

// A multi-row statement stays well below PostgreSQL's 65,535 bind parameters (≈ 30 per row).
const INSERT_CHUNK = 500;

function placesOf(id: number, row: NewPositionRow) {
  return row.locations.map((place, ordinal) => ({
    positionId: id,
    ordinal,
    groupId: row.groupId,
    city: place.city,
    countryCode: place.countryCode,
    lat: place.lat,
    lng: place.lng,
  }));
}

async function replacePlaces(db: Database, rows: { id: number; row: NewPositionRow }[]) {
  if (rows.length === 0) return;
  await db.delete(positionPlaces).where(
    inArray(
      positionPlaces.positionId,
      rows.map(({ id }) => id),
    ),
  );
  const places = rows.flatMap(({ id, row }) => placesOf(id, row));
  for (let at = 0; at < places.length; at += INSERT_CHUNK * 4) {
    await db.insert(positionPlaces).values(places.slice(at, at + INSERT_CHUNK * 4));
  }
}

// Also drops what this process keeps of the group's positions (decision 020).
async function logChanges(db: Database, groupId: string, ids: number[]) {
  forgetOwner(positionsOwner(groupId), db);
  for (let at = 0; at < ids.length; at += INSERT_CHUNK * 10) {
    await db
      .insert(positionChanges)
      .values(ids.slice(at, at + INSERT_CHUNK * 10).map((positionId) => ({ groupId, positionId })));
  }
}

// Inserts new rows and replaces rows that share an external id (imports are idempotent by it).
// Returns the ids in input order. Every write is logged in position_changes for other processes.
export async function upsertPositionRows(db: Database, rows: NewPositionRow[]): Promise<number[]> {
  const ids: number[] = [];
  for (let at = 0; at < rows.length; at += INSERT_CHUNK) {
    const chunk = rows.slice(at, at + INSERT_CHUNK);
    const written = await db
      .insert(positions)
      .values(chunk)
      .onConflictDoUpdate({
        target: [positions.groupId, positions.externalId],
        targetWhere: sql`${positions.externalId} is not null`,
        set: {
          microsite: sql`excluded.microsite`,
          title: sql`excluded.title`,
          department: sql`excluded.department`,
          team: sql`excluded.team`,
          seniority: sql`excluded.seniority`,
          employmentType: sql`excluded.employment_type`,
          workLocationOption: sql`excluded.work_location_option`,
          locations: sql`excluded.locations`,
          remoteCountries: sql`excluded.remote_countries`,
          skills: sql`excluded.skills`,
          descriptionHtml: sql`excluded.description_html`,
          descriptionText: sql`excluded.description_text`,
          skillsText: sql`excluded.skills_text`,
          locationText: sql`excluded.location_text`,
          salaryMin: sql`excluded.salary_min`,
          salaryMax: sql`excluded.salary_max`,
          salaryCurrency: sql`excluded.salary_currency`,
          salaryPeriod: sql`excluded.salary_period`,
          postedAt: sql`excluded.posted_at`,
          validThrough: sql`excluded.valid_through`,
          archivedAt: sql`excluded.archived_at`,
          isPrivate: sql`excluded.is_private`,
          // A position keeps its private link across re-imports.
          privateKey: sql`coalesce(${positions.privateKey}, excluded.private_key)`,
          configOverrides: sql`excluded.config_overrides`,
          translations: sql`excluded.translations`,
          updatedAt: sql`now()`,
        },
      })
      .returning({ id: positions.id });
    const chunkIds = written.map(({ id }) => id);
    await replacePlaces(
      db,
      chunk.map((row, index) => ({ id: chunkIds[index] ?? 0, row })),
    );
    ids.push(...chunkIds);
  }
  const groupId = rows[0]?.groupId;
  if (groupId) await logChanges(db, groupId, ids);
  return ids;
}

export async function updatePositionRow(
  db: Database,
  groupId: string,
  id: number,
  row: NewPositionRow,
): Promise<boolean> {
  // A position keeps its private link when it changes.
  const changes: Partial<NewPositionRow> = { ...row };
  delete changes.privateKey;
  const updated = await db
    .update(positions)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(and(eq(positions.groupId, groupId), eq(positions.id, id)))
    .returning({ id: positions.id });
  if (updated.length === 0) return false;
  await replacePlaces(db, [{ id, row }]);
  await logChanges(db, groupId, [id]);
  return true;
}

export async function setPositionArchivedAt(
  db: Database,
  groupId: string,
  id: number,
  archivedAt: Date | null,
): Promise<boolean> {
  const updated = await db
    .update(positions)
    .set({ archivedAt, updatedAt: sql`now()` })
    .where(and(eq(positions.groupId, groupId), eq(positions.id, id)))
    .returning({ id: positions.id });
  if (updated.length === 0) return false;
  await logChanges(db, groupId, [id]);
  return true;
}

// Which form the position's apply page shows (null: the group's). Not part of what search reads,
// so no change is logged for the index.
export async function setPositionApplicationFormId(
  db: Database,
  groupId: string,
  id: number,
  formId: string | null,
): Promise<boolean> {
  const updated = await db
    .update(positions)
    .set({ applicationFormId: formId })
    .where(and(eq(positions.groupId, groupId), eq(positions.id, id)))
    .returning({ id: positions.id });
  forgetOwner(positionsOwner(groupId), db);
  return updated.length > 0;
}

// A job page reads its position by id (a job page answers within 20 ms at p95): the query is
// built once per database, and PostgreSQL plans it once per connection, instead of every time.
const positionRowQueries = new WeakMap<Database, ReturnType<typeof preparePositionRowQuery>>();

function preparePositionRowQuery(db: Database) {
  return db
    .select(positionRowColumns)
    .from(positions)
    .where(
      and(
        eq(positions.groupId, sql.placeholder('groupId')),
        eq(positions.id, sql.placeholder('id')),
      ),
    )
    .limit(1)
    .prepare('position_row_by_id');
}

export async function findPositionRow(
  db: Database,
  groupId: string,
  id: number,
): Promise<PositionRow | null> {
  let query = positionRowQueries.get(db);
  if (!query) positionRowQueries.set(db, (query = preparePositionRowQuery(db)));
  const [row] = await query.execute({ groupId, id });
  return (row as PositionRow | undefined) ?? null;
}

export async function findPositionRowByPrivateKey(
  db: Database,
  groupId: string,
  privateKey: string,
): Promise<PositionRow | null> {
  const [row] = await db
    .select(positionRowColumns)
    .from(positions)
    .where(and(eq(positions.groupId, groupId), eq(positions.privateKey, privateKey)))
    .limit(1);
  return (row as PositionRow | undefined) ?? null;
}

export async function findPositionRowsByIds(
  db: Database,
  groupId: string,
  ids: readonly number[],
): Promise<PositionRow[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select(positionRowColumns)
    .from(positions)
    .where(and(eq(positions.groupId, groupId), inArray(positions.id, [...ids])));
  return rows as PositionRow[];
}

// What the match score reads of a position, for a search's best positions at once.
export async function findMatchRowsByIds(db: Database, groupId: string, ids: readonly number[]) {
  if (ids.length === 0) return [];
  return db
    .select({
      id: positions.id,
      title: positions.title,
      skills: positions.skills,
      seniority: positions.seniority,
      workLocationOption: positions.workLocationOption,
      locations: positions.locations,
      remoteCountries: positions.remoteCountries,
      educationRequired: positions.educationRequired,
      educationOrExperience: positions.educationOrExperience,
    })
    .from(positions)
    .where(and(eq(positions.groupId, groupId), inArray(positions.id, [...ids])));
}

// Keyset pages in id order, for building an index without holding every row at once.
// The search index's first load, a page at a time in id order.
export async function readIndexRowsAfter(
  db: Database,
  groupId: string,
  afterId: number,
  limit: number,
): Promise<IndexRow[]> {
  const rows = await db
    .select(indexColumns)
    .from(positions)
    .where(and(eq(positions.groupId, groupId), gt(positions.id, afterId)))
    .orderBy(asc(positions.id))
    .limit(limit);
  return rows as IndexRow[];
}

export async function countPositionRows(db: Database, groupId: string): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(positions)
    .where(eq(positions.groupId, groupId));
  return row?.count ?? 0;
}

export type PositionChange = { id: number; groupId: string; positionId: number };

export async function readPositionChangesAfter(
  db: Database,
  afterId: number,
  limit: number,
): Promise<PositionChange[]> {
  return db
    .select({
      id: positionChanges.id,
      groupId: positionChanges.groupId,
      positionId: positionChanges.positionId,
    })
    .from(positionChanges)
    .where(gt(positionChanges.id, afterId))
    .orderBy(asc(positionChanges.id))
    .limit(limit);
}

export async function latestPositionChangeId(db: Database): Promise<number> {
  const [row] = await db
    .select({ id: sql<string | null>`max(${positionChanges.id})::text` })
    .from(positionChanges);
  return Number(row?.id ?? 0);
}

export async function prunePositionChanges(db: Database, before: Date): Promise<void> {
  await db.delete(positionChanges).where(lt(positionChanges.changedAt, before));
}

export async function savedPositionIdsAmong(
  db: Database,
  candidateId: string,
  ids: readonly number[],
): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ positionId: savedPositions.positionId })
    .from(savedPositions)
    .where(
      and(
        eq(savedPositions.candidateId, candidateId),
        inArray(savedPositions.positionId, [...ids]),
      ),
    );
  return new Set(rows.map(({ positionId }) => positionId));
}

// The CLI names a position by its id alone (ids are unique across groups).
export async function findPositionRowAnyGroup(
  db: Database,
  id: number,
): Promise<PositionRow | null> {
  const [row] = await db
    .select(positionRowColumns)
    .from(positions)
    .where(eq(positions.id, id))
    .limit(1);
  return (row as PositionRow | undefined) ?? null;
}

// The open public positions of a group for the sitemap, in id order, a page at a time.
export type SitemapRow = { id: number; title: string; updatedAt: Date };

// Open at `now`: not archived yet and within its valid-through date (isPositionOpen's rule, in
// SQL).
function isOpenAt(now: Date) {
  return and(
    or(isNull(positions.archivedAt), gt(positions.archivedAt, now)),
    or(isNull(positions.validThrough), gte(positions.validThrough, now)),
  );
}

function openPublicPositions(groupId: string, now: Date) {
  return and(eq(positions.groupId, groupId), eq(positions.isPrivate, false), isOpenAt(now));
}

export async function countOpenPublicPositions(
  db: Database,
  groupId: string,
  now: Date,
): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(positions)
    .where(openPublicPositions(groupId, now));
  return row?.total ?? 0;
}

export async function readSitemapRows(
  db: Database,
  groupId: string,
  now: Date,
  page: { offset: number; limit: number },
): Promise<SitemapRow[]> {
  return db
    .select({ id: positions.id, title: positions.title, updatedAt: positions.updatedAt })
    .from(positions)
    .where(openPublicPositions(groupId, now))
    .orderBy(asc(positions.id))
    .offset(page.offset)
    .limit(page.limit);
}

type Count = number | string;
type JsonList<T> = T[] | string | null;

export type DepartmentInsightsRow = {
  open_positions: Count;
  top_skills: JsonList<{ skill: string; positions: Count }>;
  top_places: JsonList<{ city: string; countryCode: string; positions: Count }>;
  pay_groups: JsonList<{
    currency: string;
    period: string;
    median: Count;
    low: Count;
    high: Count;
    positions: Count;
  }>;
};

// Position insights: the open public positions of one department, aggregated in one statement —
// how many, the skills most of them ask for, where they are, and the quartiles of the pay
// midpoints for each currency and period they are paid in (a position shows those of its own).
// One statement per department, however many of its positions are asked about.
export async function readDepartmentInsights(
  db: Database,
  input: { groupId: string; department: string; topSkills: number; topPlaces: number; now: Date },
): Promise<DepartmentInsightsRow | undefined> {
  const { groupId, department, topSkills, topPlaces, now } = input;
  const [row] = await queryRows<DepartmentInsightsRow>(
    db,
    sql`with family as (
      select skills, locations, salary_min, salary_max, salary_currency, salary_period
      from positions
      where ${and(openPublicPositions(groupId, now), eq(positions.department, department))}
    ), skill_counts as (
      select skill, count(*) as positions
      from family, jsonb_array_elements_text(family.skills) as skill
      group by skill
      order by positions desc, skill
      limit ${topSkills}
    ), place_counts as (
      select place->>'city' as city, place->>'countryCode' as country_code, count(*) as positions
      from family, jsonb_array_elements(family.locations) as place
      group by 1, 2
      order by positions desc, city
      limit ${topPlaces}
    ), pay_groups as (
      select salary_currency as currency, salary_period as period,
        percentile_cont(0.5) within group (order by (salary_min + salary_max) / 2) as median,
        percentile_cont(0.25) within group (order by (salary_min + salary_max) / 2) as low,
        percentile_cont(0.75) within group (order by (salary_min + salary_max) / 2) as high,
        count(*) as positions
      from family
      where salary_min is not null and salary_max is not null
        and salary_currency is not null and salary_period is not null
      group by 1, 2
    )
    select
      (select count(*) from family) as open_positions,
      (select coalesce(json_agg(json_build_object('skill', skill, 'positions', positions)
        order by positions desc, skill), '[]'::json) from skill_counts) as top_skills,
      (select coalesce(json_agg(json_build_object('city', city, 'countryCode', country_code,
        'positions', positions) order by positions desc, city), '[]'::json)
        from place_counts) as top_places,
      (select coalesce(json_agg(json_build_object('currency', currency, 'period', period,
        'median', median, 'low', low, 'high', high, 'positions', positions)), '[]'::json)
        from pay_groups) as pay_groups`,
  );
  return row;
}

// The open public roles of a department's team, in id order (the insights' "other roles").
export async function readTeamRoles(
  db: Database,
  input: { groupId: string; department: string; team: string; limit: number; now: Date },
): Promise<{ id: number; title: string }[]> {
  const { groupId, department, team, limit, now } = input;
  return db
    .select({ id: positions.id, title: positions.title })
    .from(positions)
    .where(
      and(
        openPublicPositions(groupId, now),
        eq(positions.department, department),
        eq(positions.team, team),
      ),
    )
    .orderBy(asc(positions.id))
    .limit(limit);
}

// The demo's private link (a candidate saved the one a recruiter sent): the group's first open
// private position.
export async function findFirstOpenPrivatePositionId(
  db: Database,
  groupId: string,
  now: Date,
): Promise<number | null> {
  const [row] = await db
    .select({ id: positions.id })
    .from(positions)
    .where(and(eq(positions.groupId, groupId), eq(positions.isPrivate, true), isOpenAt(now)))
    .orderBy(asc(positions.id))
    .limit(1);
  return row?.id ?? null;
}

// The demo's applications and drafts: the group's first open public positions, and its first
// closed one.
export async function findDemoPositionIds(
  db: Database,
  groupId: string,
  now: Date,
  count: number,
): Promise<{ open: number[]; closed: number | null }> {
  const open = await db
    .select({ id: positions.id })
    .from(positions)
    .where(and(eq(positions.groupId, groupId), eq(positions.isPrivate, false), isOpenAt(now)))
    .orderBy(asc(positions.id))
    .limit(count);
  const [closed] = await db
    .select({ id: positions.id })
    .from(positions)
    .where(
      and(
        eq(positions.groupId, groupId),
        eq(positions.isPrivate, false),
        sql`${positions.archivedAt} is not null and ${positions.archivedAt} <= ${now}`,
      ),
    )
    .orderBy(asc(positions.id))
    .limit(1);
  return { open: open.map((row) => row.id), closed: closed?.id ?? null };
}
