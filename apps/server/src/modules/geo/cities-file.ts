import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { GazetteerCity } from './gazetteer-city';

// Under tsx this is src/modules/geo/data/; the server bundle (dist/server/server.mjs) finds the
// copy scripts/build-server.mjs places in dist/server/data/.
const CITIES_FILE = fileURLToPath(new URL('./data/cities.tsv', import.meta.url));

// data/cities.tsv is written by scripts/build-gazetteer.mjs, most populous first: a comment
// line, a header line, then name, country code, region, lat, lng and population per line.
export function readCitiesFile(): GazetteerCity[] {
  const cities: GazetteerCity[] = [];
  const lines = readFileSync(CITIES_FILE, 'utf8').split('\n');
  for (let index = 2; index < lines.length; index++) {
    const line = lines[index];
    if (!line) continue;
    const [name = '', countryCode = '', region = '', lat = '', lng = '', population = ''] =
      line.split('\t');
    cities.push({
      name,
      countryCode,
      region: region === '' ? null : region,
      lat: Number(lat),
      lng: Number(lng),
      population: Number(population),
    });
  }
  return cities;
}
