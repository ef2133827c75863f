import type { PositionOverrides } from '@careers/contracts';
import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  customType,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { candidates } from './candidates';
import { groups } from './groups';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

export type StoredLocation = {
  city: string;
  region: string | null;
  countryCode: string;
  lat: number;
  lng: number;
};
export type StoredTranslation = { title: string; descriptionHtml: string; descriptionText: string };

// The positions of a group. Written only through positions.service (which also keeps
// the search index and the change log in step); read by both search engines.
export const positions = pgTable(
  'positions',
  {
    id: serial('id').primaryKey(),
    groupId: uuid('group_id')
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    microsite: text('microsite'),
    // The employer's own identifier (schema.org JobPosting identifier); imports upsert by it.
    externalId: text('external_id'),
    title: text('title').notNull(),
    department: text('department').notNull(),
    team: text('team'),
    seniority: text('seniority').notNull(),
    employmentType: text('employment_type').notNull(),
    workLocationOption: text('work_location_option').notNull(),
    locations: jsonb('locations').$type<StoredLocation[]>().notNull(),
    remoteCountries: jsonb('remote_countries').$type<string[]>().notNull().default([]),
    skills: jsonb('skills').$type<string[]>().notNull().default([]),
    descriptionHtml: text('description_html').notNull(),
    // Plain text of the description, for both search engines (no HTML parsing at index time).
    descriptionText: text('description_text').notNull(),
    // Joined for the PostgreSQL engine's generated tsvector (a jsonb array is not immutable text).
    skillsText: text('skills_text').notNull().default(''),
    locationText: text('location_text').notNull().default(''),
    salaryMin: doublePrecision('salary_min'),
    salaryMax: doublePrecision('salary_max'),
    salaryCurrency: text('salary_currency'),
    salaryPeriod: text('salary_period'),
    postedAt: timestamp('posted_at', { withTimezone: true }).notNull(),
    validThrough: timestamp('valid_through', { withTimezone: true }),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    isPrivate: boolean('is_private').notNull().default(false),
    // A private position answers only to this key (its private link), never to its numeric id.
    privateKey: text('private_key').unique(),
    // Its own application form (`careers forms assign --position`); else the group's
    // (pcsxConfig.applyConfig.applicationFormId).
    applicationFormId: text('application_form_id'),
    // { default?: {...}, <language>?: {...} }: per-position config overrides
    // (docs/product/job-pages.md), validated when a position is imported.
    configOverrides: jsonb('config_overrides').$type<PositionOverrides>().notNull().default({}),
    // Other languages' versions: { de: { title, descriptionHtml, descriptionText } }.
    translations: jsonb('translations')
      .$type<Record<string, StoredTranslation>>()
      .notNull()
      .default({}),
    // The least schooling the description asks for (high_school … doctorate; null when
    // it names none), and whether it takes equivalent experience instead — read by PostgreSQL
    // from the text whenever it is written, so every position has them, old ones too.
    educationRequired: text('education_required').generatedAlwaysAs(
      sql`case
        when description_text ~* '\\m(high school|secondary school|abitur)\\M' then 'high_school'
        when description_text ~* '\\m(vocational|apprenticeship|ausbildung)' then 'associate'
        when description_text ~* '\\m(ph\\.?d|doctorate|doctoral degree)\\M' then 'doctorate'
        when description_text ~* '\\m(master[''’]?s|msc|mba)\\M' then 'master'
        when description_text ~* '\\m(bachelor([''’]?s)?|bsc|degree in|university degree|college degree|law degree|engineering degree|a degree|hochschulabschluss|studium)\\M' then 'bachelor'
      end`,
    ),
    educationOrExperience: boolean('education_or_experience').generatedAlwaysAs(
      sql`description_text ~* '(or equivalent|or comparable|oder vergleichbar|oder gleichwertig)'`,
    ),
    // The position's own text in English, and each translation's title and description in its
    // language's text search configuration (careers_translations_vector, migration 0019).
    searchVector: tsvector('search_vector').generatedAlwaysAs(
      sql`setweight(to_tsvector('english'::regconfig, title), 'A') || setweight(to_tsvector('english'::regconfig, skills_text), 'B') || setweight(to_tsvector('english'::regconfig, department || ' ' || coalesce(team, '') || ' ' || location_text), 'C') || setweight(to_tsvector('english'::regconfig, description_text), 'D') || careers_translations_vector(translations)`,
    ),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('positions_group_external_id_unique')
      .on(table.groupId, table.externalId)
      .where(sql`${table.externalId} is not null`),
    index('positions_group_open_idx').on(table.groupId, table.postedAt),
    index('positions_search_vector_idx').using('gin', table.searchVector),
  ],
);

// One row per place of a position, for the PostgreSQL engine's distance, bounds and markers.
export const positionPlaces = pgTable(
  'position_places',
  {
    positionId: integer('position_id')
      .notNull()
      .references(() => positions.id, { onDelete: 'cascade' }),
    ordinal: integer('ordinal').notNull(),
    groupId: uuid('group_id').notNull(),
    city: text('city').notNull(),
    countryCode: text('country_code').notNull(),
    lat: doublePrecision('lat').notNull(),
    lng: doublePrecision('lng').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.positionId, table.ordinal] }),
    index('position_places_group_lat_lng_idx').on(table.groupId, table.lat, table.lng),
  ],
);

// Every change to a position, in commit order, so each server process can bring its in-memory
// search index in step (several processes on one PostgreSQL). Pruned after a day.
export const positionChanges = pgTable(
  'position_changes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    groupId: uuid('group_id').notNull(),
    positionId: integer('position_id').notNull(),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('position_changes_changed_at_idx').on(table.changedAt)],
);

// Saved jobs, read as positionUserActions.isSaved; written by modules/saved-positions.
export const savedPositions = pgTable(
  'saved_positions',
  {
    candidateId: uuid('candidate_id')
      .notNull()
      .references(() => candidates.id, { onDelete: 'cascade' }),
    positionId: integer('position_id')
      .notNull()
      .references(() => positions.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.candidateId, table.positionId] })],
);
