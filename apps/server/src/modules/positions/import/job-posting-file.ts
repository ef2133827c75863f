import { jobPostingToDraft, type JsonObject } from './job-posting-draft';
import type { FieldPath } from './position-draft';
import type { PositionFileFormat, PositionFileReading } from './position-file-format';

// Format (a): JSON-LD, schema.org JobPosting objects — an array of them, one of them, or a graph
// ({"@graph": [...]}) whose JobPosting nodes are read and other nodes (the organisation, say)
// skipped. A posting's "line" is its 1-based place in the array (or in "@graph").
const EXPECTED = 'Expected a JSON array of schema.org JobPosting objects';

function isJsonObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function describeJsonValue(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  return `a ${typeof value}`;
}

function isJobPosting(node: JsonObject): boolean {
  const type = node['@type'];
  return Array.isArray(type) ? type.includes('JobPosting') : type === 'JobPosting';
}

function measure(node: JsonObject): number {
  try {
    return JSON.stringify(node).length;
  } catch {
    // Nested too deeply to serialise: too big for a posting either way.
    return Number.POSITIVE_INFINITY;
  }
}

function listNodes(parsed: unknown): { nodes: unknown[]; isGraph: boolean } | null {
  if (Array.isArray(parsed)) return { nodes: parsed, isGraph: false };
  if (!isJsonObject(parsed)) return null;
  const graph = parsed['@graph'];
  if (Array.isArray(graph)) return { nodes: graph, isGraph: true };
  // A lone object must say what it is, or {"jobs": [...]} would pass for a posting without a title.
  return isJobPosting(parsed) ? { nodes: [parsed], isGraph: false } : null;
}

function readJobPostings(text: string): PositionFileReading<JsonObject> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    return { kind: 'unreadable', line: 0, message: `Not valid JSON: ${(error as Error).message}` };
  }
  const listed = listNodes(parsed);
  if (listed === null) {
    const found = isJsonObject(parsed) ? 'an object without "@type": "JobPosting"' : null;
    const message = `${EXPECTED}, not ${found ?? describeJsonValue(parsed)}`;
    return { kind: 'unreadable', line: 0, message };
  }
  const { nodes, isGraph } = listed;
  const strayIndex = nodes.findIndex((node) => !isJsonObject(node));
  if (strayIndex !== -1) {
    const stray = describeJsonValue(nodes[strayIndex]);
    const message = `${EXPECTED}; item ${strayIndex + 1} is ${stray}`;
    return { kind: 'unreadable', line: 0, message };
  }
  const items = (nodes as JsonObject[]).flatMap((node, index) =>
    isGraph && !isJobPosting(node) ? [] : [{ line: index + 1, size: measure(node), value: node }],
  );
  if (items.length === 0) {
    return { kind: 'unreadable', line: 0, message: `${EXPECTED}; found none` };
  }
  return { kind: 'read', items };
}

const FIELD_NAMES: Record<string, string> = {
  externalId: 'identifier',
  locations: 'jobLocation',
  remoteCountries: 'applicantLocationRequirements',
  descriptionHtml: 'description',
  salary: 'baseSalary',
  postedAt: 'datePosted',
  isPrivate: 'private',
};
const PLACE_FIELD_NAMES: Record<string, string> = {
  city: 'address.addressLocality',
  region: 'address.addressRegion',
  countryCode: 'address.addressCountry',
  lat: 'geo.latitude',
  lng: 'geo.longitude',
};
const SALARY_FIELD_NAMES: Record<string, string> = {
  min: 'value.minValue',
  max: 'value.maxValue',
  currency: 'currency',
  period: 'value.unitText',
};

// JSON paths in the posting's own words: "jobLocation[1].geo.latitude", "baseSalary.currency".
function nameJobPostingField(path: FieldPath, placeCount: number): string {
  const [field, index, part] = path.map(String);
  if (field === undefined) return 'posting';
  const name = FIELD_NAMES[field] ?? field;
  if (field === 'locations' && index !== undefined) {
    const place = placeCount > 1 ? `${name}[${index}]` : name;
    return part === undefined ? place : `${place}.${PLACE_FIELD_NAMES[part] ?? part}`;
  }
  if (field === 'salary' && index !== undefined) {
    return `${name}.${SALARY_FIELD_NAMES[index] ?? index}`;
  }
  return name;
}

export const jobPostingFormat: PositionFileFormat<JsonObject> = {
  name: 'json',
  read: readJobPostings,
  toDraft: jobPostingToDraft,
  nameField: nameJobPostingField,
};
