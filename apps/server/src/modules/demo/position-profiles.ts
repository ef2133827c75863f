import type { WorkLocationOption } from '@careers/contracts';
import { citiesForGenerator, type GazetteerCity } from '../geo/geo.public';
import { JOB_FAMILIES } from './data/job-families';
import type { JobFamily, JobFamilyKey } from './data/job-family';
import { createWeightedPicker } from './random';
import type { WeightedPicker } from './random';

export type PositionProfileName = 'northwind' | 'contoso';

export type PositionProfile = {
  name: PositionProfileName;
  companyName: string;
  externalIdPrefix: string;
  // Keeps the two profiles' positions apart under the same seed.
  salt: number;
  germanShare: number;
  familiesByWorkLocation: Record<WorkLocationOption, WeightedPicker<JobFamily>>;
  cities: WeightedPicker<GazetteerCity>;
  remoteCountries: readonly string[];
};

const CONTOSO_FAMILIES: readonly JobFamilyKey[] = [
  'software-engineering',
  'data-analytics',
  'product',
  'sales',
  'customer-success',
  'finance',
];
const CONTOSO_COUNTRIES: ReadonlySet<string> = new Set(['US', 'CA', 'MX', 'GB']);
const REMOTE_COUNTRY_COUNT = 30;

const profiles = new Map<PositionProfileName, PositionProfile>();

export function positionProfile(name: PositionProfileName): PositionProfile {
  let profile = profiles.get(name);
  if (!profile) {
    profile = name === 'northwind' ? northwind() : contoso();
    profiles.set(name, profile);
  }
  return profile;
}

function northwind(): PositionProfile {
  return buildProfile({
    name: 'northwind',
    companyName: 'Northwind',
    externalIdPrefix: 'NW',
    salt: 0x4e57,
    germanShare: 0.2,
    families: JOB_FAMILIES,
    cities: citiesForGenerator(),
  });
}

function contoso(): PositionProfile {
  return buildProfile({
    name: 'contoso',
    companyName: 'Contoso',
    externalIdPrefix: 'CT',
    salt: 0x4354,
    germanShare: 0,
    families: JOB_FAMILIES.filter((family) => CONTOSO_FAMILIES.includes(family.key)),
    cities: citiesForGenerator().filter((city) => CONTOSO_COUNTRIES.has(city.countryCode)),
  });
}

type ProfileSource = Pick<
  PositionProfile,
  'name' | 'companyName' | 'externalIdPrefix' | 'salt' | 'germanShare'
> & { families: readonly JobFamily[]; cities: readonly GazetteerCity[] };

function buildProfile({ families, cities, ...rest }: ProfileSource): PositionProfile {
  // The work location is drawn first (the generator's on-site, hybrid and remote mix), then a
  // family that works that way.
  const familiesFor = (option: WorkLocationOption) =>
    createWeightedPicker(
      families.filter((family) => family.workLocations.includes(option)),
      (family) => family.weight,
    );
  return {
    ...rest,
    familiesByWorkLocation: {
      onsite: familiesFor('onsite'),
      hybrid: familiesFor('hybrid'),
      remote: familiesFor('remote'),
    },
    cities: createWeightedPicker(cities, (city) => city.population),
    remoteCountries: countriesByPopulation(cities).slice(0, REMOTE_COUNTRY_COUNT),
  };
}

function countriesByPopulation(cities: readonly GazetteerCity[]): string[] {
  const totals = new Map<string, number>();
  for (const city of cities) {
    totals.set(city.countryCode, (totals.get(city.countryCode) ?? 0) + city.population);
  }
  return [...totals.entries()].sort((a, b) => b[1] - a[1]).map(([code]) => code);
}
