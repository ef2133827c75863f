import type { PositionOverrides, WorkLocationOption } from '@careers/contracts';
import type { GazetteerCity } from '../geo/geo.public';
import type { PositionInput } from '../positions/positions.public';
import { GERMAN_REQUIREMENTS, GERMAN_TASKS, POSTING_PHRASES } from './data/posting-phrases';
import { familyPickers } from './family-pickers';
import type { FamilyPickers } from './family-pickers';
import { describePosting } from './position-description';
import { englishIntro, germanIntro } from './position-intro';
import { postingDates } from './posting-dates';
import { positionProfile } from './position-profiles';
import type { PositionProfile, PositionProfileName } from './position-profiles';
import { salaryFor } from './position-salary';
import { titleFor } from './position-title';
import { createRandom, createWeightedPicker, mixSeed, pickWeighted } from './random';
import type { Random } from './random';

export type GeneratePositionsOptions = {
  profile: PositionProfileName;
  count: number;
  now: Date;
  seed?: number;
  // The index of the first position; position i is the same whichever run produces it.
  startIndex?: number;
};

const DEFAULT_SEED = 6;

// About 70% on site, 18% hybrid and 12% remote.
const WORK_LOCATIONS = createWeightedPicker<[WorkLocationOption, number]>(
  [
    ['onsite', 70],
    ['hybrid', 18],
    ['remote', 12],
  ],
  ([, weight]) => weight,
);

// Some employers hide a position's pay everywhere, or a block of its detail in one language.
const CONFIG_OVERRIDES: readonly PositionOverrides[] = [
  { default: { positionDetailsConfig: { showSalary: false } } },
  { de: { positionDetailsConfig: { showInsights: false } } },
];

export function generatePositions(options: GeneratePositionsOptions): PositionInput[] {
  const profile = positionProfile(options.profile);
  const start = options.startIndex ?? 0;
  const positions: PositionInput[] = [];
  for (let index = start; index < start + options.count; index++) {
    positions.push(generatePosition(profile, index, options));
  }
  return positions;
}

// A million positions never sit in memory at once: each batch is made when it is asked for.
export function* generatePositionBatches(
  options: GeneratePositionsOptions,
  batchSize: number,
): Generator<PositionInput[], void, undefined> {
  const start = options.startIndex ?? 0;
  for (let offset = 0; offset < options.count; offset += batchSize) {
    yield generatePositions({
      ...options,
      startIndex: start + offset,
      count: Math.min(batchSize, options.count - offset),
    });
  }
}

function generatePosition(
  profile: PositionProfile,
  index: number,
  options: GeneratePositionsOptions,
): PositionInput {
  const random = createRandom(mixSeed(options.seed ?? DEFAULT_SEED, profile.salt, index));
  const [workLocationOption] = pickWeighted(WORK_LOCATIONS, random);
  const family = pickWeighted(profile.familiesByWorkLocation[workLocationOption], random);
  const pickers = familyPickers(family);
  const seniority = pickWeighted(pickers.seniorities, random);
  const roles = pickers.rolesBySeniority.get(seniority);
  const role = roles ? random.pick(roles) : null;
  const title = titleFor(family, role, seniority);
  const team = random.pick(family.teams);
  const locations = pickCities(
    profile,
    random,
    workLocationOption === 'remote' ? 1 : cityCount(random),
  );
  const home = locations[0] as GazetteerCity;
  const remoteCountries =
    workLocationOption === 'remote' ? pickRemoteCountries(profile, home, random) : [];
  const salary = random.chance(0.85)
    ? salaryFor(family, role, seniority, home.countryCode, random)
    : null;
  const skills = [
    ...random.sample(pickers.skills, random.integer(4, 9)),
    ...random.sample(pickers.otherSkills, random.integer(1, 3)),
  ];
  const facts = {
    companyName: profile.companyName,
    title: title.en,
    team,
    city: home.name,
    workLocationOption,
    remoteCountries,
  };
  const descriptionHtml = describePosting({
    language: 'en',
    intro: englishIntro(facts, random),
    tasks: random.sample(family.responsibilities, random.integer(4, 6)),
    profile: [
      experienceLine(seniority, family.experienceIn),
      ...random.sample(family.requirements, random.integer(3, 5)),
    ],
    benefits: random.sample(POSTING_PHRASES.en.benefits, random.integer(4, 6)),
    salary,
  });
  const dates = postingDates(options.now, random);
  const translations: PositionInput['translations'] = random.chance(profile.germanShare)
    ? {
        de: {
          title: title.de,
          descriptionHtml: describePosting({
            language: 'de',
            intro: germanIntro(facts, title.de),
            tasks: random.sample(GERMAN_TASKS, random.integer(4, 6)),
            profile: random.sample(GERMAN_REQUIREMENTS, random.integer(4, 6)),
            benefits: random.sample(POSTING_PHRASES.de.benefits, random.integer(4, 6)),
            salary,
          }),
        },
      }
    : {};
  return {
    externalId: `${profile.externalIdPrefix}-${String(index + 1).padStart(6, '0')}`,
    microsite: null,
    title: title.en,
    department: family.department,
    team,
    seniority,
    employmentType: employmentTypeFor(seniority, pickers, random),
    workLocationOption,
    locations: locations.map((city) => ({
      city: city.name,
      region: city.region,
      countryCode: city.countryCode,
      lat: city.lat,
      lng: city.lng,
    })),
    remoteCountries,
    skills,
    descriptionHtml,
    salary,
    ...dates,
    isPrivate: random.chance(0.02),
    configOverrides: random.chance(0.05) ? random.pick(CONFIG_OVERRIDES) : {},
    translations,
  };
}

// Interns are interns; management is hired full time.
function employmentTypeFor(
  seniority: PositionInput['seniority'],
  pickers: FamilyPickers,
  random: Random,
): PositionInput['employmentType'] {
  if (seniority === 'intern') return 'internship';
  if (seniority === 'manager' || seniority === 'director' || seniority === 'executive') {
    return 'full_time';
  }
  return pickWeighted(pickers.employmentTypes, random);
}

function cityCount(random: Random): number {
  const draw = random.next();
  return draw < 0.75 ? 1 : draw < 0.93 ? 2 : 3;
}

// Distinct cities, weighted by population.
function pickCities(profile: PositionProfile, random: Random, count: number): GazetteerCity[] {
  const chosen: GazetteerCity[] = [];
  for (let attempt = 0; chosen.length < count && attempt < count * 4; attempt++) {
    const city = pickWeighted(profile.cities, random);
    if (!chosen.includes(city)) chosen.push(city);
  }
  return chosen;
}

// One to six countries, the home city's first; now and then anywhere (an empty list).
function pickRemoteCountries(
  profile: PositionProfile,
  home: GazetteerCity,
  random: Random,
): string[] {
  if (random.chance(0.15)) return [];
  const others = profile.remoteCountries.filter((code) => code !== home.countryCode);
  return [home.countryCode, ...random.sample(others, random.integer(0, 5))];
}

function experienceLine(seniority: PositionInput['seniority'], experienceIn: string): string {
  switch (seniority) {
    case 'intern':
      return `A keen interest in ${experienceIn}; you are studying or have just graduated`;
    case 'entry':
      return `Up to two years of experience in ${experienceIn}, or the will to learn fast`;
    case 'mid':
      return `Three or more years of experience in ${experienceIn}`;
    case 'senior':
      return `Five or more years of experience in ${experienceIn}`;
    case 'lead':
      return `Eight or more years of experience in ${experienceIn}, including leading others`;
    default:
      return `Several years of leading teams in ${experienceIn}`;
  }
}
