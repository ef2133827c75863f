import { readCitiesFile } from './cities-file';
import { countryName, findCountryCode } from './country-names';
import type { GazetteerCity } from './gazetteer-city';
import { normalizePlaceText } from './place-text';
import { usStateCode } from './us-states';

export type { GazetteerCity } from './gazetteer-city';
export { countryName } from './country-names';

// English names GeoNames does not use, each to [GeoNames name, country].
const CITY_ALIASES: [string, string, string][] = [
  ['New York', 'New York City', 'US'],
  ['NYC', 'New York City', 'US'],
  ['Frankfurt', 'Frankfurt am Main', 'DE'],
  ['Cologne', 'Köln', 'DE'],
  ['Nuremberg', 'Nürnberg', 'DE'],
  ['Hanover', 'Hannover', 'DE'],
  ['Geneva', 'Genève', 'CH'],
  ['Gothenburg', 'Göteborg', 'SE'],
  ['Kiev', 'Kyiv', 'UA'],
  ['Bangalore', 'Bengaluru', 'IN'],
  ['Wien', 'Vienna', 'AT'],
  ['Roma', 'Rome', 'IT'],
  ['Praha', 'Prague', 'CZ'],
  ['Den Haag', 'The Hague', 'NL'],
  ['München', 'Munich', 'DE'],
];

// A spread of big cities for demo positions, at most this many per country.
const GENERATOR_CITY_COUNT = 1_200;
const GENERATOR_CITIES_PER_COUNTRY = 40;
const SUGGESTION_SCAN_LIMIT = 2_000;

type SuggestionEntry = { key: string; city: GazetteerCity };
// A qualifier ("DE", "Texas", "Georgia") may name a country, a US state or both.
type PlaceConstraint = { countryCode: string; region: string | null };

type Gazetteer = {
  cities: GazetteerCity[];
  // normalizePlaceText of each city's name, in the same order.
  keys: string[];
  byName: Map<string, GazetteerCity[]>;
  suggestions: SuggestionEntry[];
};

let loaded: Gazetteer | undefined;

function gazetteer(): Gazetteer {
  loaded ??= loadGazetteer();
  return loaded;
}

// Reads the gazetteer now (about 0.1 s), so the first location a candidate types does not wait.
export function loadGazetteerNow(): void {
  gazetteer();
}

function loadGazetteer(): Gazetteer {
  const cities = readCitiesFile();
  const byName = new Map<string, GazetteerCity[]>();
  const suggestions: SuggestionEntry[] = [];
  const add = (key: string, city: GazetteerCity) => {
    const named = byName.get(key);
    if (named) named.push(city);
    else byName.set(key, [city]);
    suggestions.push({ key, city });
  };
  const keys = cities.map((city) => normalizePlaceText(city.name));
  // The file is most populous first, so every list in byName is too.
  cities.forEach((city, index) => {
    add(keys[index] ?? '', city);
  });
  for (const [alias, name, countryCode] of CITY_ALIASES) {
    const city = byName.get(normalizePlaceText(name))?.find((c) => c.countryCode === countryCode);
    if (!city) continue;
    add(normalizePlaceText(alias), city);
    byName.get(normalizePlaceText(alias))?.sort((a, b) => b.population - a.population);
  }
  suggestions.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  return { cities, keys, byName, suggestions };
}

function constraintsOf(qualifier: string): PlaceConstraint[] {
  const constraints: PlaceConstraint[] = [];
  const countryCode = findCountryCode(qualifier);
  if (countryCode) constraints.push({ countryCode, region: null });
  const state = usStateCode(qualifier);
  if (state) constraints.push({ countryCode: 'US', region: state });
  return constraints;
}

function matches(city: GazetteerCity, constraints: PlaceConstraint[]): boolean {
  return constraints.some(
    (constraint) =>
      constraint.countryCode === city.countryCode &&
      (constraint.region === null || constraint.region === city.region),
  );
}

// The most populous city called `name` that every qualifier admits; null if a qualifier is unknown.
function findCity(name: string, qualifiers: string[]): GazetteerCity | null {
  const named = gazetteer().byName.get(name);
  if (!named) return null;
  const constraintLists = qualifiers.map(constraintsOf);
  if (constraintLists.some((constraints) => constraints.length === 0)) return null;
  return (
    named.find((city) => constraintLists.every((constraints) => matches(city, constraints))) ?? null
  );
}

// Search's location text: "Berlin", "Berlin, Germany", "Berlin DE", "Austin, TX", "São Paulo".
export function geocodePlace(text: string): GazetteerCity | null {
  const parts = text
    .split(',')
    .map(normalizePlaceText)
    .filter((part) => part !== '');
  const [name, ...qualifiers] = parts;
  if (name === undefined) return null;
  if (qualifiers.length > 0) return findCity(name, qualifiers);
  const whole = findCity(name, []);
  if (whole) return whole;
  // "Berlin DE", "Sao Paulo Brazil", "Austin New Mexico": a qualifier of up to three words last.
  const words = name.split(' ');
  for (let count = 1; count <= Math.min(3, words.length - 1); count++) {
    const city = findCity(words.slice(0, -count).join(' '), [words.slice(-count).join(' ')]);
    if (city) return city;
  }
  return null;
}

// The employer's import: a city with its country and region as given, if any. A region the
// gazetteer cannot confirm (it knows regions of US cities only) does not rule a city out.
export function geocodeCity(
  city: string,
  countryCode?: string | null,
  region?: string | null,
): GazetteerCity | null {
  const named = gazetteer().byName.get(normalizePlaceText(city));
  if (!named) return null;
  const inCountry = countryCode
    ? named.filter((candidate) => candidate.countryCode === countryCode.toUpperCase())
    : named;
  const state = region ? usStateCode(normalizePlaceText(region)) : null;
  return (
    (state && inCountry.find((candidate) => candidate.region === state)) || inCountry[0] || null
  );
}

// Autocomplete: cities whose name starts with the prefix, most populous first.
export function suggestPlaces(prefix: string, limit: number): GazetteerCity[] {
  const key = normalizePlaceText(prefix);
  if (key === '' || limit <= 0) return [];
  const { suggestions } = gazetteer();
  const start = lowerBound(suggestions, key);
  let end = start;
  while (end < suggestions.length && suggestions[end]?.key.startsWith(key)) {
    end++;
    // A short prefix matches thousands; the population order finds its top cities sooner.
    if (end - start > SUGGESTION_SCAN_LIMIT) return scanByPopulation(key, limit);
  }
  const found = new Set<GazetteerCity>();
  for (const entry of suggestions.slice(start, end)) found.add(entry.city);
  return [...found].sort((a, b) => b.population - a.population).slice(0, limit);
}

function lowerBound(entries: SuggestionEntry[], key: string): number {
  let low = 0;
  let high = entries.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((entries[middle]?.key ?? '') < key) low = middle + 1;
    else high = middle;
  }
  return low;
}

function scanByPopulation(key: string, limit: number): GazetteerCity[] {
  const { cities, keys } = gazetteer();
  const found: GazetteerCity[] = [];
  for (let index = 0; index < cities.length && found.length < limit; index++) {
    const city = cities[index];
    if (city && keys[index]?.startsWith(key)) found.push(city);
  }
  return found;
}

// "Berlin, Germany"; "Austin, TX, United States".
export function placeLabel(city: Pick<GazetteerCity, 'name' | 'region' | 'countryCode'>): string {
  return [city.name, city.region, countryName(city.countryCode)].filter(Boolean).join(', ');
}

let generatorCities: GazetteerCity[] | undefined;

// The most populous cities, spread over many countries, for demo positions.
export function citiesForGenerator(): GazetteerCity[] {
  if (generatorCities) return generatorCities;
  const perCountry = new Map<string, number>();
  const chosen: GazetteerCity[] = [];
  for (const city of gazetteer().cities) {
    const count = perCountry.get(city.countryCode) ?? 0;
    if (count >= GENERATOR_CITIES_PER_COUNTRY) continue;
    perCountry.set(city.countryCode, count + 1);
    chosen.push(city);
    if (chosen.length === GENERATOR_CITY_COUNT) break;
  }
  generatorCities = chosen;
  return chosen;
}
