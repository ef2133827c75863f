import {
  EMPLOYMENT_TYPES,
  SALARY_PERIODS,
  type EmploymentType,
  type SalaryPeriod,
  type Seniority,
} from '@careers/contracts';

// The values both import formats share: schema.org's words for them, numbers that may arrive as
// text, dates, yes/no.

// schema.org JobPosting employmentType; our own values are accepted too.
const SCHEMA_ORG_EMPLOYMENT_TYPES: Record<string, EmploymentType> = {
  FULL_TIME: 'full_time',
  PART_TIME: 'part_time',
  CONTRACTOR: 'contract',
  TEMPORARY: 'temporary',
  INTERN: 'internship',
};
export const SCHEMA_ORG_EMPLOYMENT_TYPE_NAMES = Object.keys(SCHEMA_ORG_EMPLOYMENT_TYPES);

// The other way, for the JobPosting a job page carries.
export function schemaOrgEmploymentType(type: EmploymentType): string {
  return (
    Object.entries(SCHEMA_ORG_EMPLOYMENT_TYPES).find(([, ours]) => ours === type)?.[0] ??
    type.toUpperCase()
  );
}

export function readEmploymentType(text: string): EmploymentType | null {
  const word = text.trim().replace(/[\s-]+/g, '_');
  const ours = EMPLOYMENT_TYPES.find((type) => type === word.toLowerCase());
  return ours ?? SCHEMA_ORG_EMPLOYMENT_TYPES[word.toUpperCase()] ?? null;
}

// schema.org QuantitativeValue unitText (HOUR … YEAR), in any case.
export function readSalaryPeriod(text: string): SalaryPeriod | null {
  const word = text.trim().toLowerCase();
  return SALARY_PERIODS.find((period) => period === word) ?? null;
}

// The most senior word in the title wins; "Manager" comes last because product, account and
// project managers are mostly individual contributors.
const SENIORITY_WORDS: [RegExp, Seniority][] = [
  [/\b(vp|vice president|chief)\b/i, 'executive'],
  [/\b(head of|director)\b/i, 'director'],
  [/\b(lead|staff|principal)\b/i, 'lead'],
  [/\b(senior|sr\.?)(?!\w)/i, 'senior'],
  [/\b(intern)\b/i, 'intern'],
  [/\b(junior|jr\.?|graduate|associate)(?!\w)/i, 'entry'],
  [/\bmanager\b/i, 'manager'],
];

export function inferSeniority(title: string): Seniority {
  return SENIORITY_WORDS.find(([words]) => words.test(title))?.[1] ?? 'mid';
}

const DECIMAL = /^\s*[-+]?(?:\d+(?:\.\d*)?|\.\d+)\s*$/;

// A number, or text that is plainly one ("52.52"); undefined for anything else.
export function readNumber(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value === 'string' && DECIMAL.test(value)) return Number(value);
  return undefined;
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?$/;

// ISO 8601 only, so nothing depends on how the runtime reads "03/04/2026". A date without a time
// is midnight UTC.
export function readDate(text: string): Date | null {
  const trimmed = text.trim();
  if (!ISO_DATE.test(trimmed) && !ISO_DATE_TIME.test(trimmed)) return null;
  const date = new Date(ISO_DATE.test(trimmed) ? `${trimmed}T00:00:00Z` : trimmed);
  const isSameDay = date.toISOString().slice(0, 10) === trimmed.slice(0, 10);
  // Date rolls 2026-02-31 over into March; a time zone offset may move the day legitimately.
  return Number.isNaN(date.getTime()) || (ISO_DATE.test(trimmed) && !isSameDay) ? null : date;
}

export const DATE_EXAMPLE = 'must be an ISO 8601 date such as 2026-03-01 or 2026-03-01T09:00:00Z';

const YES = new Set(['true', 'yes', '1']);
const NO = new Set(['false', 'no', '0', '']);

export function readYesNo(text: string): boolean | null {
  const word = text.trim().toLowerCase();
  if (YES.has(word)) return true;
  return NO.has(word) ? false : null;
}

export function splitList(text: string, separator: RegExp): string[] {
  return text
    .split(separator)
    .map((part) => part.trim())
    .filter((part) => part !== '');
}
