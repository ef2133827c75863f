import { randomBytes } from 'node:crypto';
import type { Database } from '../../db/database';
import { upsertGroup } from '../config/config.public';
import { NORTHWIND } from '../demo/demo.public';
import {
  type PositionInput,
  type PositionPlace,
  positionsForIndex,
  savePositions,
} from '../positions/positions.public';

// A small, realistic set of positions for testing either search engine. Each one is there for a
// rule (stemming, ranking, area, remote eligibility, antimeridian, closing, microsite), so a test
// can name the positions it expects by key and count exactly in a group of its own.

const DAY_MS = 86_400_000;

const PLACES = {
  berlin: { city: 'Berlin', region: null, countryCode: 'DE', lat: 52.52, lng: 13.405 },
  hamburg: { city: 'Hamburg', region: null, countryCode: 'DE', lat: 53.5511, lng: 9.9937 },
  munich: { city: 'Munich', region: 'Bavaria', countryCode: 'DE', lat: 48.1374, lng: 11.5755 },
  amsterdam: { city: 'Amsterdam', region: null, countryCode: 'NL', lat: 52.3676, lng: 4.9041 },
  london: { city: 'London', region: 'England', countryCode: 'GB', lat: 51.5072, lng: -0.1276 },
  lisbon: { city: 'Lisbon', region: null, countryCode: 'PT', lat: 38.7223, lng: -9.1393 },
  newYork: { city: 'New York', region: 'New York', countryCode: 'US', lat: 40.7128, lng: -74.006 },
  auckland: { city: 'Auckland', region: null, countryCode: 'NZ', lat: -36.8485, lng: 174.7633 },
  suva: { city: 'Suva', region: null, countryCode: 'FJ', lat: -18.1416, lng: 178.4419 },
  apia: { city: 'Apia', region: null, countryCode: 'WS', lat: -13.8333, lng: -171.7667 },
} satisfies Record<string, PositionPlace>;

export const SEARCH_PLACES = PLACES;

type Fixture = Omit<PositionInput, 'postedAt' | 'archivedAt' | 'validThrough'> & {
  daysAgo: number;
  archivedAt?: number;
  validThrough?: number;
};

const FIXTURES = {
  backendBerlin: {
    title: 'Senior Backend Engineer',
    department: 'Engineering',
    team: 'Platform',
    seniority: 'senior',
    employmentType: 'full_time',
    workLocationOption: 'onsite',
    locations: [PLACES.berlin],
    skills: ['TypeScript', 'PostgreSQL', 'Node.js'],
    descriptionHtml: '<p>Build the services behind our careers sites.</p>',
    daysAgo: 3,
  },
  frontendMunich: {
    title: 'Frontend Developer',
    department: 'Engineering',
    team: 'Web',
    seniority: 'mid',
    employmentType: 'full_time',
    workLocationOption: 'hybrid',
    locations: [PLACES.munich],
    skills: ['React', 'TypeScript'],
    descriptionHtml: '<p>Work with our engineering team on accessible pages.</p>',
    daysAgo: 5,
  },
  pythonAmsterdam: {
    title: 'Python Developer',
    department: 'Data',
    team: null,
    seniority: 'mid',
    employmentType: 'contract',
    workLocationOption: 'onsite',
    locations: [PLACES.amsterdam],
    skills: ['Django'],
    descriptionHtml: '<p>Maintain our import pipelines.</p>',
    daysAgo: 10,
  },
  analystLondon: {
    title: 'Data Analyst',
    department: 'Data',
    team: 'Insights',
    seniority: 'entry',
    employmentType: 'full_time',
    workLocationOption: 'hybrid',
    locations: [PLACES.london],
    skills: ['SQL', 'Tableau'],
    descriptionHtml: '<p>You will automate weekly reports with Python.</p>',
    daysAgo: 1,
  },
  marketingGermany: {
    title: 'Marketing Manager',
    department: 'Marketing',
    team: null,
    seniority: 'manager',
    employmentType: 'part_time',
    workLocationOption: 'hybrid',
    locations: [PLACES.berlin, PLACES.hamburg],
    skills: ['SEO', 'Content'],
    descriptionHtml: '<p>Tell the world about Northwind.</p>',
    daysAgo: 2,
  },
  reliabilityRemote: {
    title: 'Site Reliability Engineer',
    department: 'Engineering',
    team: 'Infrastructure',
    seniority: 'senior',
    employmentType: 'full_time',
    workLocationOption: 'remote',
    locations: [PLACES.amsterdam],
    remoteCountries: ['DE', 'NL', 'GB'],
    skills: ['Kubernetes', 'Go'],
    descriptionHtml:
      '<p>Keep our platform up, from anywhere in Germany, the Netherlands or the UK.</p>',
    daysAgo: 4,
  },
  supportAnywhere: {
    title: 'Customer Support Specialist',
    department: 'Support',
    team: null,
    seniority: 'entry',
    employmentType: 'full_time',
    workLocationOption: 'remote',
    locations: [PLACES.lisbon],
    remoteCountries: [],
    skills: ['Zendesk'],
    descriptionHtml: '<p>Help candidates, wherever you live.</p>',
    daysAgo: 6,
  },
  salesUnitedStates: {
    title: 'Sales Engineer',
    department: 'Sales',
    team: null,
    seniority: 'mid',
    employmentType: 'full_time',
    workLocationOption: 'remote',
    locations: [PLACES.newYork],
    remoteCountries: ['US'],
    skills: ['Salesforce'],
    descriptionHtml: '<p>Show employers what our product does.</p>',
    daysAgo: 7,
  },
  nurseAuckland: {
    title: 'Registered Nurse',
    department: 'Health',
    team: null,
    seniority: 'mid',
    employmentType: 'full_time',
    workLocationOption: 'onsite',
    locations: [PLACES.auckland],
    skills: ['Patient care'],
    descriptionHtml: '<p>Care for our people at the Auckland clinic.</p>',
    daysAgo: 8,
  },
  guidePacific: {
    title: 'Tour Guide',
    department: 'Hospitality',
    team: null,
    seniority: 'entry',
    employmentType: 'temporary',
    workLocationOption: 'onsite',
    locations: [PLACES.suva, PLACES.apia],
    skills: ['Languages'],
    descriptionHtml: '<p>Guide our guests across Fiji and Samoa.</p>',
    daysAgo: 9,
  },
  internStudents: {
    microsite: 'students',
    title: 'Engineering Intern',
    department: 'Engineering',
    team: 'Platform',
    seniority: 'intern',
    employmentType: 'internship',
    workLocationOption: 'onsite',
    locations: [PLACES.berlin],
    skills: ['TypeScript'],
    descriptionHtml: '<p>Learn how we build software.</p>',
    daysAgo: 11,
  },
  closingLater: {
    title: 'Backend Engineer',
    department: 'Engineering',
    team: 'Platform',
    seniority: 'mid',
    employmentType: 'full_time',
    workLocationOption: 'onsite',
    locations: [PLACES.hamburg],
    skills: ['Go'],
    descriptionHtml: '<p>Scale our job imports; this opening closes next month.</p>',
    daysAgo: 12,
    archivedAt: 30,
  },
  archived: {
    title: 'Archived Backend Engineer',
    department: 'Engineering',
    team: null,
    seniority: 'mid',
    employmentType: 'full_time',
    workLocationOption: 'onsite',
    locations: [PLACES.berlin],
    descriptionHtml: '<p>Closed.</p>',
    daysAgo: 20,
    archivedAt: -1,
  },
  expired: {
    title: 'Expired Backend Engineer',
    department: 'Engineering',
    team: null,
    seniority: 'mid',
    employmentType: 'full_time',
    workLocationOption: 'onsite',
    locations: [PLACES.berlin],
    descriptionHtml: '<p>Closed.</p>',
    daysAgo: 20,
    validThrough: -1,
  },
  privateBerlin: {
    title: 'Private Backend Engineer',
    department: 'Engineering',
    team: null,
    seniority: 'mid',
    employmentType: 'full_time',
    workLocationOption: 'onsite',
    locations: [PLACES.berlin],
    descriptionHtml: '<p>Only by invitation.</p>',
    daysAgo: 2,
    isPrivate: true,
  },
} satisfies Record<string, Fixture>;

export type SearchFixtureKey = keyof typeof FIXTURES;
export type SearchFixtureIds = Record<SearchFixtureKey, number>;

// The keys a search of the whole group finds (not archived, expired or private).
export const OPEN_SEARCH_FIXTURES: readonly SearchFixtureKey[] = (
  Object.keys(FIXTURES) as SearchFixtureKey[]
).filter((key) => !['archived', 'expired', 'privateBerlin'].includes(key));

// A group of its own with Northwind's configuration, so counts are exact.
export async function createSearchGroup(db: Database): Promise<string> {
  return (await createSearchSite(db)).groupId;
}

// A group of its own with Northwind's config, and its domain for calls over HTTP.
export async function createSearchSite(db: Database): Promise<{ groupId: string; domain: string }> {
  const domain = `search-${randomBytes(5).toString('hex')}.example`;
  const groupId = await upsertGroup(db, { ...NORTHWIND, domain, companyName: 'Search Test' });
  return { groupId, domain };
}

// Posting and closing dates are days relative to `now` (closing ones: negative is past).
export async function seedSearchPositions(
  db: Database,
  groupId: string,
  now: Date,
): Promise<SearchFixtureIds> {
  const at = (days: number) => new Date(now.getTime() + days * DAY_MS);
  const keys = Object.keys(FIXTURES) as SearchFixtureKey[];
  const inputs: PositionInput[] = keys.map((key) => {
    const fixture: Fixture = FIXTURES[key];
    const { daysAgo, archivedAt, validThrough, ...input } = fixture;
    return {
      ...input,
      externalId: key,
      postedAt: at(-daysAgo),
      archivedAt: archivedAt === undefined ? null : at(archivedAt),
      validThrough: validThrough === undefined ? null : at(validThrough),
    };
  });
  const ids = await savePositions(db, groupId, inputs);
  return Object.fromEntries(keys.map((key, index) => [key, ids[index] ?? 0])) as SearchFixtureIds;
}

// The private link key of a fixture position (private keys are random).
export async function privateKeyOf(db: Database, groupId: string, id: number): Promise<string> {
  const [row] = await positionsForIndex.byIds(db, groupId, [id]);
  if (!row?.privateKey) throw new Error(`Position ${id} has no private key`);
  return row.privateKey;
}
