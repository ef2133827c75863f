// Format (b): the CSV columns. The help text is printed by `careers positions import --help` and
// repeated in docs/position-import.md; change both together.
export const POSITION_CSV_COLUMNS = [
  'identifier',
  'title',
  'department',
  'team',
  'seniority',
  'employment_type',
  'work_location_option',
  'city',
  'region',
  'country',
  'latitude',
  'longitude',
  'remote_countries',
  'skills',
  'salary_min',
  'salary_max',
  'salary_currency',
  'salary_period',
  'date_posted',
  'valid_through',
  'private',
  'description_html',
] as const;
export type PositionCsvColumn = (typeof POSITION_CSV_COLUMNS)[number];

export const REQUIRED_POSITION_CSV_COLUMNS: readonly PositionCsvColumn[] = ['title', 'department'];

export const POSITION_CSV_HEADER_DOC = `CSV files: UTF-8, comma-separated, one position per row after a header row naming the columns.
Columns may come in any order and all but title and department may be left out; an empty cell
is the same as a missing column. Quote a value that holds commas, quotes or line breaks ("…",
with "" for a quote inside). Lists take "|" or ";" between values. Errors name the line a row
starts on; the header is line 1.

  identifier            your id for the position; unique within the file
  title                 required
  department            required
  team
  seniority             intern, entry, mid, senior, lead, manager, director or executive;
                        empty: inferred from the title ("Senior …" → senior, else mid)
  employment_type       full_time, part_time, contract, temporary or internship
                        (schema.org FULL_TIME, PART_TIME, CONTRACTOR, TEMPORARY, INTERN too)
  work_location_option  onsite, hybrid or remote; empty: onsite
  city                  the position's places, separated by "|"; onsite and hybrid need one
  region                one per place, separated by "|"
  country               one per place: a code (DE) or an English name (Germany);
                        a single value applies to every place
  latitude, longitude   one per place; leave both empty to look the city up
  remote_countries      countries a remote position hires from (codes or names);
                        empty: anywhere
  skills                list
  salary_min            number; salary_min or salary_max alone is a fixed amount
  salary_max            number
  salary_currency       ISO 4217 code, e.g. EUR
  salary_period         hour, day, week, month or year
  date_posted           ISO 8601 date, e.g. 2026-03-01; empty: the time of the import
  valid_through         ISO 8601 date; empty: open-ended
  private               true or false (yes/no, 1/0); empty: false
  description_html      HTML; sanitised when saved`;
