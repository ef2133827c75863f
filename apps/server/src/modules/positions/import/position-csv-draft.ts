import { EMPLOYMENT_TYPES } from '@careers/contracts';
import { readCoordinates, readCountryCode, readSalary } from './draft-readers';
import {
  DATE_EXAMPLE,
  inferSeniority,
  readDate,
  readEmploymentType,
  readYesNo,
  splitList,
} from './import-values';
import type { FieldPath, FieldProblem, PlaceDraft, PositionDraft } from './position-draft';
import type { PositionCsvColumn } from './position-csv-header';

export type PositionCsvCells = Partial<Record<PositionCsvColumn, string>>;

const LIST_SEPARATOR = /[|;]/;
const PLACE_SEPARATOR = '|';

type CellReader = (column: PositionCsvColumn) => string | null;

// Places are "|"-separated across the place columns, aligned by position; a single country
// applies to every city.
function readPlaces(cell: CellReader, problems: FieldProblem[]): PlaceDraft[] {
  const split = (column: PositionCsvColumn) =>
    cell(column)
      ?.split(PLACE_SEPARATOR)
      .map((value) => value.trim()) ?? [];
  const cities = split('city');
  if (cities.length === 0) {
    const placeColumns = ['region', 'country', 'latitude', 'longitude'] as const;
    if (placeColumns.some((column) => cell(column) !== null)) {
      problems.push({ path: ['locations', 0, 'city'], message: 'is required' });
    }
    return [];
  }
  const aligned = (column: PositionCsvColumn, part: string): (string | null)[] => {
    const values = split(column);
    if (values.length === 0) return cities.map(() => null);
    if (values.length === 1 && column === 'country') return cities.map(() => values[0] ?? null);
    if (values.length !== cities.length) {
      const message = `has ${values.length} values separated by "|" for ${cities.length} cities`;
      problems.push({ path: ['locations', 'all', part], message });
    }
    return cities.map((_, index) => (values[index] === '' ? null : (values[index] ?? null)));
  };
  const regionOf = aligned('region', 'region');
  const countryOf = aligned('country', 'countryCode');
  const latitudeOf = aligned('latitude', 'lat');
  const longitudeOf = aligned('longitude', 'lng');
  return cities.map((city, index): PlaceDraft => {
    const path = ['locations', index];
    const country = countryOf[index] ?? null;
    return {
      city,
      region: regionOf[index] ?? null,
      countryCode:
        country === null ? null : readCountryCode(country, [...path, 'countryCode'], problems),
      ...readCoordinates(latitudeOf[index], longitudeOf[index], path, problems),
    };
  });
}

function readDateCell(text: string | null, path: FieldPath, problems: FieldProblem[]) {
  if (text === null) return null;
  const date = readDate(text);
  if (date === null) problems.push({ path, message: DATE_EXAMPLE });
  return date ?? undefined;
}

export function positionCsvToDraft(cells: PositionCsvCells, now: Date): PositionDraft {
  const problems: FieldProblem[] = [];
  const cell = (column: PositionCsvColumn): string | null => {
    const value = cells[column]?.trim();
    return value === undefined || value === '' ? null : value;
  };
  const title = cell('title');
  const employment = cell('employment_type');
  const employmentType = employment === null ? null : readEmploymentType(employment);
  if (employment !== null && employmentType === null) {
    const message = `must be one of ${EMPLOYMENT_TYPES.join(', ')}`;
    problems.push({ path: ['employmentType'], message });
  }
  const isPrivate = readYesNo(cells.private ?? '');
  if (isPrivate === null) problems.push({ path: ['isPrivate'], message: 'must be true or false' });
  const salaryColumns = ['salary_min', 'salary_max', 'salary_currency', 'salary_period'] as const;
  const fields = {
    externalId: cell('identifier'),
    title,
    department: cell('department'),
    team: cell('team'),
    seniority: cell('seniority')?.toLowerCase() ?? inferSeniority(title ?? ''),
    employmentType,
    workLocationOption: cell('work_location_option')?.toLowerCase() ?? 'onsite',
    remoteCountries: splitList(cell('remote_countries') ?? '', LIST_SEPARATOR).map(
      (country, index) => readCountryCode(country, ['remoteCountries', index], problems),
    ),
    skills: splitList(cell('skills') ?? '', LIST_SEPARATOR),
    descriptionHtml: cells.description_html ?? '',
    salary: salaryColumns.every((column) => cell(column) === null)
      ? null
      : readSalary(
          {
            min: cell('salary_min'),
            max: cell('salary_max'),
            currency: cell('salary_currency'),
            period: cell('salary_period'),
          },
          problems,
        ),
    postedAt:
      cell('date_posted') === null
        ? now
        : readDateCell(cell('date_posted'), ['postedAt'], problems),
    validThrough: readDateCell(cell('valid_through'), ['validThrough'], problems),
    isPrivate: isPrivate ?? false,
  };
  return { fields, places: readPlaces(cell, problems), problems };
}
