import { queryWords, shortestPrefix } from '../text/analyzer';
import {
  distanceKm,
  inBounds,
  type EngineQuery,
  type EngineResult,
  type FacetCounts,
  type GeoBounds,
  type GeoCircle,
  type SearchEngine,
} from '../search-engine';
import type { Postings } from './growable';
import {
  FIELD_DEPARTMENT,
  FIELD_DESCRIPTION,
  FIELD_LOCATION,
  FIELD_SKILLS,
  FIELD_TITLE,
  type MemoryIndex,
} from './memory-index';
import { scanDocuments } from './document-scan';

// Issue 6: answers the search contract from a MemoryIndex. Everything below is synchronous
// typed-array work, so one scratch buffer per index serves every request in turn.

const PREFIX_EXPANSIONS = 50;
const MAX_FACET_OPTIONS = 100;
const FIELD_WEIGHTS: [number, number][] = [
  [FIELD_TITLE, 8],
  [FIELD_SKILLS, 4],
  [FIELD_DEPARTMENT, 2],
  [FIELD_LOCATION, 2],
  [FIELD_DESCRIPTION, 1],
];
const WEIGHT_OF_FIELDS = Float32Array.from({ length: 32 }, (_, mask) =>
  FIELD_WEIGHTS.reduce((sum, [field, weight]) => (mask & field ? sum + weight : sum), 0),
);

type Alternative = { postings: Postings; idf: number; requiredField: number };
type Word = { alternatives: Alternative[]; size: number };

type Scratch = { matched: Uint8Array; score: Float32Array; stamp: Uint32Array; round: number };

function scratchFor(index: MemoryIndex, scratches: WeakMap<MemoryIndex, Scratch>): Scratch {
  let scratch = scratches.get(index);
  const size = index.size;
  if (!scratch || scratch.matched.length < size) {
    const capacity = Math.max(1024, Math.ceil(size * 1.25));
    scratch = {
      matched: new Uint8Array(capacity),
      score: new Float32Array(capacity),
      stamp: new Uint32Array(capacity),
      round: 0,
    };
    scratches.set(index, scratch);
  }
  return scratch;
}

function now(): number {
  return performance.now();
}

export function createMemoryEngine(
  indexFor: (groupId: string) => MemoryIndex | null,
  languagesFor: (groupId: string) => readonly string[],
): SearchEngine {
  const scratches = new WeakMap<MemoryIndex, Scratch>();

  function requireIndex(groupId: string): MemoryIndex {
    const index = indexFor(groupId);
    if (!index) throw new Error(`No search index for group ${groupId}`);
    return index;
  }

  function resolveWords(index: MemoryIndex, query: EngineQuery) {
    const languages = languagesFor(query.groupId);
    const textWords = queryWords(query.text, languages);
    const locationWords = query.locationText ? queryWords(query.locationText, ['en']) : [];
    const total = index.liveCount || 1;
    const alternativeOf = (term: string, requiredField: number, factor = 1): Alternative | null => {
      const postings = index.terms.get(term);
      if (!postings) return null;
      return { postings, idf: factor * Math.log(1 + total / postings.length), requiredField };
    };
    const words: Word[] = [];
    const terms: string[][] = [];
    let prefix: string | null = null;
    textWords.forEach((word, position) => {
      const isLast = position === textWords.length - 1;
      const alternatives = word.stems
        .map((stem) => alternativeOf(stem, 0))
        .filter((alternative): alternative is Alternative => alternative !== null);
      const seen = new Set(word.stems);
      if (isLast && word.word.length >= 2) {
        prefix = word.word;
        let start = word.word;
        let expansions = index.termsWithPrefix(start, PREFIX_EXPANSIONS);
        // A half-typed word longer than its stem ("engineeri") still finds its stem ("engin").
        const floor = shortestPrefix(word.word);
        while (expansions.length === 0 && alternatives.length === 0 && start.length > floor) {
          start = start.slice(0, -1);
          expansions = index.termsWithPrefix(start, PREFIX_EXPANSIONS);
        }
        for (const term of expansions) {
          if (seen.has(term)) continue;
          seen.add(term);
          const alternative = alternativeOf(term, 0, 0.8);
          if (alternative) alternatives.push(alternative);
        }
      }
      terms.push([...seen]);
      words.push({
        alternatives,
        size: alternatives.reduce((sum, a) => sum + a.postings.length, 0),
      });
    });
    for (const word of locationWords) {
      const alternatives = word.stems
        .map((stem) => alternativeOf(stem, FIELD_LOCATION))
        .filter((alternative): alternative is Alternative => alternative !== null);
      terms.push(word.stems);
      words.push({
        alternatives,
        size: alternatives.reduce((sum, a) => sum + a.postings.length, 0),
      });
    }
    return { words, terms, prefix };
  }

  // Documents having every word (any of its alternatives), with their scores in scratch.score.
  function matchWords(words: Word[], scratch: Scratch): Uint32Array {
    const { matched, score } = scratch;
    const ordered = [...words].sort((a, b) => a.size - b.size);
    const [first] = ordered;
    if (!first || first.size === 0) return new Uint32Array(0);
    for (let round = 0; round < ordered.length; round += 1) {
      const word = ordered[round];
      if (!word) continue;
      for (const { postings, idf, requiredField } of word.alternatives) {
        const { docs, fields, length } = postings;
        for (let at = 0; at < length; at += 1) {
          const field = fields[at] ?? 0;
          if (requiredField && !(field & requiredField)) continue;
          const doc = docs[at] ?? 0;
          const state = matched[doc] ?? 0;
          const gain = idf * (WEIGHT_OF_FIELDS[requiredField ? requiredField : field] ?? 1);
          if (state === round) {
            matched[doc] = round + 1;
            score[doc] = round === 0 ? gain : (score[doc] ?? 0) + gain;
          } else if (state === round + 1 && round === 0) {
            score[doc] = Math.max(score[doc] ?? 0, gain);
          }
        }
      }
    }
    const found: number[] = [];
    const done = ordered.length;
    for (const { postings } of first.alternatives) {
      const { docs, length } = postings;
      for (let at = 0; at < length; at += 1) {
        const doc = docs[at] ?? 0;
        if (matched[doc] === done) found.push(doc);
        // Reset as we go; a document seen twice is pushed only once (0 ≠ done).
        matched[doc] = 0;
      }
    }
    return Uint32Array.from(found);
  }

  // Marks (with this round's stamp) documents having a place inside the circle or the box.
  function stampPlaces(
    index: MemoryIndex,
    scratch: Scratch,
    circle: GeoCircle | null,
    bounds: GeoBounds | null,
  ): void {
    const stamp = scratch.round;
    const placeDoc = index.placeDoc.array;
    const lat = index.placeLat.array;
    const lng = index.placeLng.array;
    const fits = (place: number) => {
      const placeLat = lat[place] ?? 0;
      const placeLng = lng[place] ?? 0;
      if (bounds && !inBounds(placeLat, placeLng, bounds)) return false;
      if (circle && distanceKm(circle.lat, circle.lng, placeLat, placeLng) > circle.radiusKm) {
        return false;
      }
      return true;
    };
    const mark = (place: number) => {
      if (fits(place)) scratch.stamp[placeDoc[place] ?? 0] = stamp;
    };
    if (index.tree) {
      for (const [west, south, east, north] of searchBoxes(circle, bounds)) {
        for (const place of index.tree.range(west, south, east, north)) mark(place);
      }
    }
    for (let place = index.treeSize; place < index.placeDoc.length; place += 1) mark(place);
  }

  function run(query: EngineQuery, collectPlaces: boolean) {
    const started = now();
    const index = requireIndex(query.groupId);
    const scratch = scratchFor(index, scratches);
    const { words, terms, prefix } = resolveWords(index, query);
    const parsed = now();

    const hasWords = words.length > 0;
    const candidates = hasWords ? matchWords(words, scratch) : null;
    const matchedText = now();

    const geo = query.circle !== null || query.bounds !== null;
    scratch.round = (scratch.round + 1) >>> 0 || 1;
    if (geo) stampPlaces(index, scratch, query.circle, query.bounds);
    const stamp = scratch.round;

    const scan = scanDocuments(index, query, {
      candidates,
      score: scratch.score,
      stamps: geo ? scratch.stamp : null,
      stamp,
      byDate: query.sort === 'newest' || !hasWords,
      collectPlaces,
    });
    if (candidates) for (const doc of candidates) scratch.score[doc] = 0;
    const filtered = now();

    const facets: FacetCounts = {};
    query.facets.forEach((field, at) => {
      const column = scan.facetColumns[at];
      if (!column) return;
      const { dictionary, counts } = column;
      const options: { value: string; count: number }[] = [];
      counts.forEach((value, id) => {
        if (value > 0) options.push({ value: dictionary.values[id] ?? '', count: value });
      });
      options.sort((a, b) => b.count - a.count || a.value.localeCompare(b.value));
      facets[field] = options.slice(0, MAX_FACET_OPTIONS);
    });
    const ids = scan.top
      .sorted()
      .slice(query.start, query.start + query.num)
      .map((doc) => index.positionIds.array[doc] ?? 0);
    const finished = now();
    return {
      result: {
        count: scan.count,
        ids,
        facets,
        terms,
        prefix,
        timings: {
          parseMs: parsed - started,
          textMs: matchedText - parsed,
          filterMs: filtered - matchedText,
          rankMs: finished - filtered,
          totalMs: finished - started,
        },
      } satisfies EngineResult,
      places: scan.places ? [...scan.places.values()] : [],
    };
  }

  return {
    name: 'memory',
    search: (query) => Promise.resolve(run(query, false).result),
    places: (query) => {
      const { result, places } = run({ ...query, start: 0, num: 0, facets: [] }, true);
      return Promise.resolve({ count: result.count, places });
    },
  };
}

// The boxes (west, south, east, north) a k-d tree range covers: the bounds, or the circle's
// enclosing box; split in two where it crosses the antimeridian.
export function searchBoxes(
  circle: GeoCircle | null,
  bounds: GeoBounds | null,
): [number, number, number, number][] {
  let box: GeoBounds;
  if (bounds) {
    box = bounds;
  } else if (circle) {
    const latDelta = (circle.radiusKm / 6371.0088) * (180 / Math.PI);
    const south = Math.max(-90, circle.lat - latDelta);
    const north = Math.min(90, circle.lat + latDelta);
    const widest = Math.max(Math.abs(south), Math.abs(north));
    const cos = Math.cos((widest * Math.PI) / 180);
    const lngDelta = cos < 1e-6 || widest >= 90 ? 180 : Math.min(180, latDelta / cos);
    if (lngDelta >= 180) return [[-180, south, 180, north]];
    let west = circle.lng - lngDelta;
    let east = circle.lng + lngDelta;
    if (west < -180) west += 360;
    if (east > 180) east -= 360;
    box = { south, north, west, east };
  } else {
    return [[-180, -90, 180, 90]];
  }
  return box.west <= box.east
    ? [[box.west, box.south, box.east, box.north]]
    : [
        [box.west, box.south, 180, box.north],
        [-180, box.south, box.east, box.north],
      ];
}
