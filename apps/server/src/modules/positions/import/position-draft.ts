import type { z } from 'zod';
import { isSafeText } from '../../../shared/input-guard';
import { PositionInputSchema, type ValidPositionInput } from '../position-input';

// What each file format makes of one posting before the shared steps: geocoding places without
// coordinates, refusing control characters, and PositionInputSchema. Paths are PositionInput's
// ("salary", ["locations", 0, "lat"]); each format names them the way its files do.
export type FieldPath = readonly PropertyKey[];
export type FieldProblem = { path: FieldPath; message: string };
export type PlaceDraft = {
  city: string | null;
  region: string | null;
  countryCode: string | null;
  lat: number | null;
  lng: number | null;
};
export type PositionDraft = {
  fields: Record<string, unknown>;
  places: PlaceDraft[];
  problems: FieldProblem[];
};
export type NameField = (path: FieldPath, placeCount: number) => string;

export type GeocodeCity = (
  city: string,
  countryCode: string | null,
  region: string | null,
) => { lat: number; lng: number; countryCode: string; region: string | null } | null;

export type CompletedPosition =
  { kind: 'valid'; input: ValidPositionInput } | { kind: 'invalid'; messages: string[] };

// Messages of our own for zod's generic issues; the schema's own messages (country code, salary
// range, coordinates) take precedence over these.
function describeIssue(issue: z.core.$ZodRawIssue): string | undefined {
  const isMissing = issue.input === undefined || issue.input === null;
  if ((issue.code === 'invalid_type' || issue.code === 'invalid_value') && isMissing) {
    return 'is required';
  }
  if (issue.code === 'too_small' && issue.origin === 'string' && issue.minimum === 1) {
    return 'is required';
  }
  if (issue.code === 'too_big' && issue.origin === 'string') {
    return `must be at most ${Number(issue.maximum)} characters`;
  }
  if (issue.code === 'too_big' && issue.origin === 'array') {
    return `must have at most ${Number(issue.maximum)} values`;
  }
  if (issue.code === 'invalid_value') return `must be one of ${issue.values.join(', ')}`;
  return undefined;
}

const FIELD_ORDER = Object.keys(PositionInputSchema.shape);

function findControlCharacter(text: string): number | null {
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    const isAllowedWhitespace = code === 0x09 || code === 0x0a || code === 0x0d;
    if ((code < 0x20 && !isAllowedWhitespace) || code === 0x7f) return code;
  }
  return null;
}

function findTextProblems(value: unknown, path: PropertyKey[], problems: FieldProblem[]): void {
  if (typeof value === 'string') {
    const code = findControlCharacter(value);
    if (code !== null) {
      const hex = code.toString(16).toUpperCase().padStart(4, '0');
      problems.push({
        path,
        message: `contains the control character U+${hex}; only tab and line breaks are allowed`,
      });
    } else if (!isSafeText(value)) {
      problems.push({ path, message: 'contains text that is not valid Unicode' });
    }
  } else if (Array.isArray(value)) {
    value.forEach((item: unknown, index) => {
      findTextProblems(item, [...path, index], problems);
    });
  } else if (value !== null && typeof value === 'object' && !(value instanceof Date)) {
    for (const [key, item] of Object.entries(value))
      findTextProblems(item, [...path, key], problems);
  }
}

function geocodePlaces(
  draft: PositionDraft,
  problems: FieldProblem[],
  geocodeCity: GeocodeCity,
): { places: PlaceDraft[]; unknownPlaces: string[] } {
  const unknownPlaces: string[] = [];
  const places = draft.places.map((place, index) => {
    const hasProblem = problems.some(
      ({ path }) => path[0] === 'locations' && (path[1] === index || path[1] === 'all'),
    );
    if (place.city === null || place.lat !== null || place.lng !== null || hasProblem) return place;
    const found = geocodeCity(place.city, place.countryCode, place.region);
    if (found === null) {
      unknownPlaces.push([place.city, place.countryCode].filter(Boolean).join(', '));
      return place;
    }
    return {
      ...place,
      lat: found.lat,
      lng: found.lng,
      countryCode: place.countryCode ?? found.countryCode,
      region: place.region ?? found.region,
    };
  });
  return { places, unknownPlaces };
}

export function completePosition(
  draft: PositionDraft,
  geocodeCity: GeocodeCity,
  nameField: NameField,
): CompletedPosition {
  const problems = [...draft.problems];
  findTextProblems({ ...draft.fields, locations: draft.places }, [], problems);
  const { places, unknownPlaces } = geocodePlaces(draft, problems, geocodeCity);
  const candidate = { ...draft.fields, locations: places };
  // One message per field: a field the format could not read is not reported again by the schema.
  const reported = new Set(problems.map(({ path }) => path[0]));
  if (unknownPlaces.length > 0) reported.add('locations');
  const parsed = PositionInputSchema.safeParse(candidate, { error: describeIssue });
  if (problems.length === 0 && unknownPlaces.length === 0 && parsed.success) {
    return { kind: 'valid', input: parsed.data };
  }
  const issues = parsed.success ? [] : parsed.error.issues;
  const fieldProblems = [...problems, ...issues.filter(({ path }) => !reported.has(path[0]))];
  // In the order of PositionInput's fields; what is not one of them (a JSON "@type") first.
  const rank = ({ path }: FieldProblem) => FIELD_ORDER.indexOf(String(path[0]));
  fieldProblems.sort((one, other) => rank(one) - rank(other));
  const messages = [
    ...unknownPlaces.map((place) => `Unknown place: ${place}; add latitude and longitude`),
    ...fieldProblems.map(({ path, message }) => `${nameField(path, places.length)}: ${message}`),
  ];
  return { kind: 'invalid', messages };
}
