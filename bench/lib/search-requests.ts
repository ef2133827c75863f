import { createRandom, type Random } from './random';
import {
  CITIES,
  FILTER_VALUES,
  PHRASES,
  SKILL_WORDS,
  TITLE_WORDS,
  type FilterName,
} from './search-vocabulary';

// The search benchmark's requests: a deterministic mix in which no request repeats, so nothing
// a server or PostgreSQL keeps from one request can answer a later one.

export type SearchRequest = {
  query: string;
  location: string | null;
  filter: { name: FilterName; value: string } | null;
  start: number;
  sortBy: 'newest' | null;
};

export type QueryKind = 'empty' | 'one word' | 'two words';
export type LocationKind = 'none' | 'city' | 'lat,lng';

// Shares of each kind; a page is start = 10 × (page − 1).
export const SEARCH_MIX = {
  query: { empty: 0.2, 'one word': 0.45, 'two words': 0.35 },
  location: { none: 0.5, city: 0.3, 'lat,lng': 0.2 },
  filter: 0.4,
  pages: [0.5, 0.2, 0.15, 0.1, 0.05],
  newest: 0.15,
} as const;

function pick<T>(items: readonly T[], random: Random): T {
  return items[Math.floor(random() * items.length)]!;
}

function pickIndex(shares: readonly number[], random: Random): number {
  let left = random();
  for (let at = 0; at < shares.length; at += 1) {
    left -= shares[at]!;
    if (left < 0) return at;
  }
  return shares.length - 1;
}

function pickShare<K extends string>(shares: Readonly<Record<K, number>>, random: Random): K {
  const kinds = Object.keys(shares) as K[];
  return kinds[pickIndex(Object.values<number>(shares), random)]!;
}

export function queryKindOf(request: SearchRequest): QueryKind {
  const words = request.query.split(' ').filter((word) => word !== '').length;
  return words === 0 ? 'empty' : words === 1 ? 'one word' : 'two words';
}

export function locationKindOf(request: SearchRequest): LocationKind {
  if (request.location === null) return 'none';
  return /^-?[\d.]+,-?[\d.]+$/.test(request.location) ? 'lat,lng' : 'city';
}

function drawQuery(kind: QueryKind, random: Random): string {
  const words = [...TITLE_WORDS, ...SKILL_WORDS];
  if (kind === 'empty') return '';
  if (kind === 'one word') return pick(words, random);
  if (random() < 0.5) return pick(PHRASES, random);
  return `${pick(SKILL_WORDS, random)} ${pick(TITLE_WORDS, random)}`;
}

function drawLocation(random: Random): string | null {
  const kind = pickShare(SEARCH_MIX.location, random);
  if (kind === 'none') return null;
  const city = pick(CITIES, random);
  return kind === 'city' ? city.name : `${city.lat},${city.lng}`;
}

function drawRequest(queryKind: QueryKind, random: Random): SearchRequest {
  const query = drawQuery(queryKind, random);
  const location = drawLocation(random);
  let filter: SearchRequest['filter'] = null;
  if (random() < SEARCH_MIX.filter) {
    const name = pick(Object.keys(FILTER_VALUES) as FilterName[], random);
    filter = { name, value: pick(FILTER_VALUES[name], random) };
  }
  const start = 10 * pickIndex(SEARCH_MIX.pages, random);
  const sortBy = random() < SEARCH_MIX.newest ? 'newest' : null;
  return { query, location, filter, start, sortBy };
}

export function searchPath(domain: string, request: SearchRequest): string {
  const params = new URLSearchParams({ domain });
  if (request.query !== '') params.set('query', request.query);
  if (request.location !== null) params.set('location', request.location);
  if (request.filter) params.set(`filter_${request.filter.name}`, request.filter.value);
  if (request.start > 0) params.set('start', String(request.start));
  if (request.sortBy) params.set('sort_by', request.sortBy);
  return `/api/pcsx/search?${params.toString()}`;
}

// `count` distinct requests; the same list for the same seed. A repeat is drawn again with the
// same kind of query, so the query shares hold; the few cells with fewer distinct requests than
// their share (an empty query alone has 10) lend theirs to requests with a location or filter.
export function generateSearchRequests(count: number, seed = 6): SearchRequest[] {
  const random = createRandom(seed);
  const seen = new Set<string>();
  const requests: SearchRequest[] = [];
  while (requests.length < count) {
    const kind = pickShare(SEARCH_MIX.query, random);
    for (let attempt = 0; ; attempt += 1) {
      if (attempt === 1000) throw new Error(`No more distinct ${kind} requests`);
      const request = drawRequest(kind, random);
      const key = searchPath('', request);
      if (seen.has(key)) continue;
      seen.add(key);
      requests.push(request);
      break;
    }
  }
  return requests;
}

export type AutocompleteRequest = { field: 'query' | 'location'; query: string };

// Every prefix (2 to 8 characters) of the titles, skills and cities, each once, shuffled.
export function generateAutocompleteRequests(seed = 6): AutocompleteRequest[] {
  const seen = new Set<string>();
  const requests: AutocompleteRequest[] = [];
  const add = (field: AutocompleteRequest['field'], text: string) => {
    for (let length = 2; length <= Math.min(8, text.length); length += 1) {
      const query = text.slice(0, length).trimEnd();
      const key = `${field}:${query.toLowerCase()}`;
      if (seen.has(key)) continue;
      seen.add(key);
      requests.push({ field, query });
    }
  };
  for (const text of [...TITLE_WORDS, ...SKILL_WORDS, ...PHRASES]) add('query', text);
  for (const city of CITIES) add('location', city.name);
  const random = createRandom(seed);
  for (let at = requests.length - 1; at > 0; at -= 1) {
    const other = Math.floor(random() * (at + 1));
    [requests[at], requests[other]] = [requests[other]!, requests[at]!];
  }
  return requests;
}

export function autocompletePath(domain: string, request: AutocompleteRequest): string {
  const params = new URLSearchParams({ domain, query: request.query });
  if (request.field === 'location') params.set('field', 'location');
  return `/api/pcsx/search/autocomplete?${params.toString()}`;
}
