import { readCoordinates, readCountryCode, readSalary } from './draft-readers';
import {
  DATE_EXAMPLE,
  SCHEMA_ORG_EMPLOYMENT_TYPE_NAMES,
  inferSeniority,
  readDate,
  readEmploymentType,
} from './import-values';
import type { FieldPath, FieldProblem, PlaceDraft, PositionDraft } from './position-draft';

export type JsonObject = Record<string, unknown>;

const asObject = (value: unknown): JsonObject | null =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as JsonObject)
    : null;

const asList = (value: unknown): unknown[] =>
  value === undefined || value === null ? [] : Array.isArray(value) ? value : [value];

function readText(value: unknown, path: FieldPath, problems: FieldProblem[]): string | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value === 'string') return value;
  problems.push({ path, message: 'must be text' });
  return undefined;
}

// A Country, or its code or English name as text.
function readCountry(value: unknown, path: FieldPath, problems: FieldProblem[]): string | null {
  const name = typeof value === 'string' ? value : asObject(value)?.name;
  if (typeof name === 'string') return readCountryCode(name, path, problems);
  problems.push({ path, message: 'must be a Country or a country code' });
  return null;
}

function readPlace(value: unknown, index: number, problems: FieldProblem[]): PlaceDraft {
  const path = ['locations', index];
  const place = asObject(value);
  const address = asObject(place?.address);
  if (place === null || (place.address !== undefined && address === null)) {
    problems.push({ path, message: 'must be a Place with a PostalAddress' });
    return { city: null, region: null, countryCode: null, lat: null, lng: null };
  }
  const geo = asObject(place.geo) ?? place;
  const country = address?.addressCountry;
  return {
    city: readText(address?.addressLocality, [...path, 'city'], problems) ?? null,
    region: readText(address?.addressRegion, [...path, 'region'], problems) ?? null,
    countryCode:
      country === undefined ? null : readCountry(country, [...path, 'countryCode'], problems),
    ...readCoordinates(geo.latitude, geo.longitude, path, problems),
  };
}

function readEmployment(value: unknown, problems: FieldProblem[]): string | undefined {
  const words = asList(value).filter((word): word is string => typeof word === 'string');
  const type = words.map(readEmploymentType).find((found) => found !== null);
  if (type !== undefined || words.length === 0) return type;
  const names = SCHEMA_ORG_EMPLOYMENT_TYPE_NAMES.join(', ');
  problems.push({
    path: ['employmentType'],
    message: `"${words.join(', ')}" is not one of ${names}`,
  });
  return undefined;
}

function readWorkLocation(posting: JsonObject): unknown {
  const ours = posting.workLocationOption;
  if (ours !== undefined) return typeof ours === 'string' ? ours.trim().toLowerCase() : ours;
  const types = asList(posting.jobLocationType);
  const isRemote = types.some((type) => typeof type === 'string' && /^telecommute$/i.test(type));
  return isRemote ? 'remote' : 'onsite';
}

function readDepartment(posting: JsonObject): unknown {
  if (posting.department !== undefined) return posting.department;
  const [category] = asList(posting.occupationalCategory);
  return asObject(category)?.name ?? category;
}

function readIdentifier(value: unknown, problems: FieldProblem[]): string | null {
  const id = asObject(value)?.value ?? value;
  if (id === undefined || id === null) return null;
  if (typeof id === 'string' || typeof id === 'number') return String(id);
  problems.push({ path: ['externalId'], message: 'must be text or a PropertyValue' });
  return null;
}

function readSkills(value: unknown, problems: FieldProblem[]): string[] {
  const skills = typeof value === 'string' ? value.split(',') : asList(value);
  return skills.flatMap((skill, index) => {
    if (typeof skill === 'string') return skill.trim() === '' ? [] : [skill];
    problems.push({ path: ['skills', index], message: 'must be text' });
    return [];
  });
}

// null when the date is missing; undefined (and a problem) when it cannot be read.
function readDateField(
  value: unknown,
  path: FieldPath,
  problems: FieldProblem[],
): Date | null | undefined {
  if (value === undefined || value === null) return null;
  const date = typeof value === 'string' ? readDate(value) : null;
  if (date === null) problems.push({ path, message: DATE_EXAMPLE });
  return date ?? undefined;
}

function readPrivate(value: unknown, problems: FieldProblem[]): boolean {
  if (value === undefined || typeof value === 'boolean') return value ?? false;
  problems.push({ path: ['isPrivate'], message: 'must be true or false' });
  return false;
}

// schema.org JobPosting, plus our extensions: department, team, seniority, microsite, private
// and workLocationOption. Properties we do not use (hiringOrganization, …) are ignored.
export function jobPostingToDraft(posting: JsonObject, now: Date): PositionDraft {
  const problems: FieldProblem[] = [];
  const type = posting['@type'];
  if (type !== undefined && !asList(type).includes('JobPosting')) {
    problems.push({ path: ['@type'], message: 'must be JobPosting' });
  }
  const title = readText(posting.title, ['title'], problems);
  const seniority = posting.seniority ?? inferSeniority(title ?? '');
  const baseSalary = asObject(posting.baseSalary);
  const quantity = asObject(baseSalary?.value);
  const singleAmount = quantity === null ? baseSalary?.value : quantity.value;
  if (posting.baseSalary !== undefined && baseSalary === null) {
    problems.push({ path: ['salary'], message: 'must be a MonetaryAmount' });
  }
  const fields = {
    externalId: readIdentifier(posting.identifier, problems),
    microsite: posting.microsite ?? null,
    title,
    department: readDepartment(posting),
    team: posting.team ?? null,
    seniority: typeof seniority === 'string' ? seniority.trim().toLowerCase() : seniority,
    employmentType: readEmployment(posting.employmentType, problems),
    workLocationOption: readWorkLocation(posting),
    remoteCountries: asList(posting.applicantLocationRequirements).map((country, index) =>
      readCountry(country, ['remoteCountries', index], problems),
    ),
    skills: readSkills(posting.skills, problems),
    descriptionHtml: posting.description ?? '',
    salary:
      baseSalary === null
        ? null
        : readSalary(
            {
              min: quantity?.minValue ?? singleAmount,
              max: quantity?.maxValue ?? singleAmount,
              currency: baseSalary.currency,
              period: quantity?.unitText,
            },
            problems,
          ),
    postedAt: readDateField(posting.datePosted, ['postedAt'], problems) ?? now,
    validThrough: readDateField(posting.validThrough, ['validThrough'], problems),
    isPrivate: readPrivate(posting.private, problems),
  };
  const places = asList(posting.jobLocation).map((place, index) =>
    readPlace(place, index, problems),
  );
  return { fields, places, problems };
}
