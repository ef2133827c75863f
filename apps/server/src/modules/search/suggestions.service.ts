import { AUTOCOMPLETE_MAX_SUGGESTIONS, formatLocationString } from '@careers/contracts';
import { placeLabel } from '../geo/geo.public';
import type { SuggestionCounts } from './suggestions.repository';

// Autocomplete: titles, skills and places of one group, matched at the start of any of their
// words ("eng" finds "Senior Software Engineer"), most common first.
export type Suggestion = {
  text: string;
  kind: 'title' | 'skill' | 'location';
  value: string;
  count: number;
};

// `order`: the entry's place among all of its kind by count (most first), then length, then
// text; ranked once when the suggestions load, so a request only compares numbers.
type Entry = Suggestion & { key: string; order: number };

function foldText(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}+#.]+/gu, ' ')
    .trim();
}

// Candidates looked at per request, so a one-letter query stays as cheap as a long one.
const SCAN_LIMIT = 2000;

class WordStartIndex {
  private readonly keys: string[] = [];
  private readonly entries: number[] = [];

  constructor(readonly items: Entry[]) {
    const pairs: [string, number][] = [];
    items.forEach((item, at) => {
      const { key } = item;
      for (let start = 0; start < key.length; start += 1) {
        if (start === 0 || key[start - 1] === ' ') pairs.push([key.slice(start), at]);
      }
    });
    pairs.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
    for (const [key, at] of pairs) {
      this.keys.push(key);
      this.entries.push(at);
    }
  }

  find(prefix: string): Entry[] {
    let low = 0;
    let high = this.keys.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if ((this.keys[middle] ?? '') < prefix) low = middle + 1;
      else high = middle;
    }
    const seen = new Set<number>();
    for (let at = low; at < this.keys.length && seen.size < SCAN_LIMIT; at += 1) {
      if (!(this.keys[at] ?? '').startsWith(prefix)) break;
      seen.add(this.entries[at] ?? 0);
    }
    return [...seen].map((at) => this.items[at]).filter((item): item is Entry => !!item);
  }
}

function withOrder(entries: Omit<Entry, 'order'>[]): Entry[] {
  const collator = new Intl.Collator('en');
  const sorted = [...entries].sort(
    (a, b) =>
      b.count - a.count || a.text.length - b.text.length || collator.compare(a.text, b.text),
  );
  return sorted.map((entry, order) => ({ ...entry, order }));
}

// Above any order: an entry matching only at a later word ranks after every other.
const NOT_AT_START = 2 ** 31;

// The best `limit` entries: those whose whole text starts with the prefix first, then by order.
// One pass keeping the best few in order: the matches are many, the limit small.
function rank(found: Entry[], prefix: string, limit: number): Suggestion[] {
  const best: { entry: Entry; score: number }[] = [];
  for (const entry of found) {
    const score = (entry.key.startsWith(prefix) ? 0 : NOT_AT_START) + entry.order;
    if (best.length === limit && score >= (best[limit - 1]?.score ?? Infinity)) continue;
    let at = best.length;
    while (at > 0 && (best[at - 1]?.score ?? 0) > score) at -= 1;
    best.splice(at, 0, { entry, score });
    if (best.length > limit) best.pop();
  }
  return best.map(({ entry: { key: _key, order: _order, ...suggestion } }) => suggestion);
}

export type PlaceFallback = (
  prefix: string,
  limit: number,
) => { name: string; region: string | null; countryCode: string; lat: number; lng: number }[];

export class GroupSuggestions {
  private readonly words: WordStartIndex;
  private readonly places: WordStartIndex;

  constructor(counts: SuggestionCounts) {
    const entry = (suggestion: Suggestion) => ({ ...suggestion, key: foldText(suggestion.text) });
    this.words = new WordStartIndex(
      withOrder([
        ...counts.titles.map(({ text, count }) =>
          entry({ text, kind: 'title', value: text, count }),
        ),
        ...counts.skills.map(({ text, count }) =>
          entry({ text, kind: 'skill', value: text, count }),
        ),
      ]),
    );
    this.places = new WordStartIndex(
      withOrder(
        counts.places.map((place) => {
          const text = placeLabel({ ...place, name: place.city });
          return entry({
            text,
            kind: 'location',
            value: formatLocationString({ name: text, lat: place.lat, lng: place.lng }),
            count: place.count,
          });
        }),
      ),
    );
  }

  suggest(query: string, field: 'query' | 'location', fallback: PlaceFallback): Suggestion[] {
    const prefix = foldText(query);
    if (prefix === '') return [];
    const limit = AUTOCOMPLETE_MAX_SUGGESTIONS;
    if (field === 'query') return rank(this.words.find(prefix), prefix, limit);
    const found = rank(this.places.find(prefix), prefix, limit);
    // Places without positions yet still help a candidate type their own city.
    const known = new Set(found.map((suggestion) => suggestion.text));
    for (const city of fallback(query, limit * 2)) {
      if (found.length >= limit) break;
      const text = placeLabel(city);
      if (known.has(text)) continue;
      known.add(text);
      found.push({
        text,
        kind: 'location',
        value: formatLocationString({ name: text, lat: city.lat, lng: city.lng }),
        count: 0,
      });
    }
    return found;
  }
}
