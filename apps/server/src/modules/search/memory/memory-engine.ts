import { queryWords, shortestPrefix } from '../text/analyzer';
import {
  distanceKm,
  inBounds,
  type EngineQuery,
  type EngineResult,
  type EnginePlace,
  type FacetCounts,
  type FacetField,
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
  isSingleFacet,
  type MemoryIndex,
} from './memory-index';
import { TopK } from './top-k';

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

    // Active filters as bits; a document's failing filters are a mask, so one pass counts
    // every facet with the other filters applied (disjunctive facets).
    const active = (Object.keys(query.filters) as FacetField[]).filter(
      (field) => (query.filters[field]?.length ?? 0) > 0,
    );
    const selected = active.map((field) => {
      const dictionary = isSingleFacet(field)
        ? index.single[field].dictionary
        : index.multi[field].dictionary;
      const chosen = new Uint8Array(dictionary.values.length);
      for (const value of query.filters[field] ?? []) {
        const id = dictionary.find(value);
        if (id !== undefined) chosen[id] = 1;
      }
      return { field, chosen };
    });
    const facetFields = query.facets;
    const facetCounts = facetFields.map(
      (field) =>
        new Int32Array(
          isSingleFacet(field)
            ? index.single[field].dictionary.values.length
            : index.multi[field].dictionary.values.length,
        ),
    );
    const facetBit = facetFields.map((field) => {
      const at = active.indexOf(field);
      return at === -1 ? 0 : 1 << at;
    });

    const micrositeId =
      query.microsite === null ? null : (index.microsite.dictionary.find(query.microsite) ?? -2);
    const remoteId = index.single.work_location_option.dictionary.find('remote') ?? -2;
    const remoteCountryId =
      query.remoteCountry === null
        ? null
        : (index.remoteCountries.dictionary.find(query.remoteCountry) ?? -2);
    const nowMs = query.now.getTime();
    const alive = index.alive.array;
    const openUntil = index.openUntil.array;
    const postedAt = index.postedAt.array;
    const microsite = index.microsite.docs.array;
    const workLocation = index.single.work_location_option.docs.array;
    const remoteOffsets = index.remoteCountries.docs.offsets.array;
    const remoteValues = index.remoteCountries.docs.values.array;
    const score = scratch.score;

    const top = new TopK(query.start + query.num);
    let count = 0;
    const placeCounts = collectPlaces ? new Map<number, EnginePlace>() : null;
    const total = candidates ? candidates.length : index.size;

    for (let at = 0; at < total; at += 1) {
      const doc = candidates ? (candidates[at] ?? 0) : at;
      if (alive[doc] !== 1 || (openUntil[doc] ?? 0) <= nowMs) continue;
      if (micrositeId !== null && microsite[doc] !== micrositeId) continue;
      const isRemote = workLocation[doc] === remoteId;
      if (query.remoteOnly && !isRemote) continue;
      let remoteMatch = false;
      if (geo && scratch.stamp[doc] !== stamp) {
        // Outside the circle: still found when remote and open to the searched country.
        if (remoteCountryId === null || !isRemote || query.bounds !== null) continue;
        const from = remoteOffsets[doc] ?? 0;
        const to = remoteOffsets[doc + 1] ?? 0;
        if (from !== to) {
          let eligible = false;
          for (let value = from; value < to; value += 1) {
            if (remoteValues[value] === remoteCountryId) eligible = true;
          }
          if (!eligible) continue;
        }
        remoteMatch = true;
      }

      let failing = 0;
      for (let filter = 0; filter < selected.length; filter += 1) {
        const { field, chosen } = selected[filter] ?? {
          field: 'department' as const,
          chosen: new Uint8Array(0),
        };
        if (!docHasValue(index, field, doc, chosen)) failing |= 1 << filter;
      }
      for (let facet = 0; facet < facetFields.length; facet += 1) {
        if ((failing & ~(facetBit[facet] ?? 0)) !== 0) continue;
        const field = facetFields[facet] ?? 'department';
        const counts = facetCounts[facet] ?? new Int32Array(0);
        if (isSingleFacet(field)) {
          const value = index.single[field].docs.array[doc] ?? -1;
          if (value >= 0) counts[value] = (counts[value] ?? 0) + 1;
        } else {
          const { offsets, values } = index.multi[field].docs;
          const to = offsets.array[doc + 1] ?? 0;
          for (let value = offsets.array[doc] ?? 0; value < to; value += 1) {
            const id = values.array[value] ?? 0;
            counts[id] = (counts[id] ?? 0) + 1;
          }
        }
      }
      if (failing !== 0) continue;
      count += 1;
      const posted = postedAt[doc] ?? 0;
      if (query.sort === 'newest' || !hasWords) top.offer(doc, posted, 0);
      else top.offer(doc, score[doc] ?? 0, posted);
      if (placeCounts) addPlaces(index, doc, isRemote, remoteMatch, placeCounts, query);
    }
    if (candidates) for (const doc of candidates) score[doc] = 0;
    const filtered = now();

    const facets: FacetCounts = {};
    facetFields.forEach((field, at) => {
      const dictionary = isSingleFacet(field)
        ? index.single[field].dictionary
        : index.multi[field].dictionary;
      const counts = facetCounts[at] ?? new Int32Array(0);
      const options: { value: string; count: number }[] = [];
      counts.forEach((value, id) => {
        if (value > 0) options.push({ value: dictionary.values[id] ?? '', count: value });
      });
      options.sort((a, b) => b.count - a.count || a.value.localeCompare(b.value));
      facets[field] = options.slice(0, MAX_FACET_OPTIONS);
    });
    const ids = top
      .sorted()
      .slice(query.start, query.start + query.num)
      .map((doc) => index.positionIds.array[doc] ?? 0);
    const finished = now();
    return {
      result: {
        count,
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
      places: placeCounts ? [...placeCounts.values()] : [],
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

function docHasValue(
  index: MemoryIndex,
  field: FacetField,
  doc: number,
  chosen: Uint8Array,
): boolean {
  if (isSingleFacet(field)) {
    const value = index.single[field].docs.array[doc] ?? -1;
    return value >= 0 && chosen[value] === 1;
  }
  const { offsets, values } = index.multi[field].docs;
  const to = offsets.array[doc + 1] ?? 0;
  for (let at = offsets.array[doc] ?? 0; at < to; at += 1) {
    if (chosen[values.array[at] ?? 0] === 1) return true;
  }
  return false;
}

function addPlaces(
  index: MemoryIndex,
  doc: number,
  isRemote: boolean,
  remoteMatch: boolean,
  places: Map<number, EnginePlace>,
  query: EngineQuery,
): void {
  const from = index.placeOffsets.array[doc] ?? 0;
  const to = index.placeOffsets.array[doc + 1] ?? 0;
  for (let place = from; place < to; place += 1) {
    const lat = index.placeLat.array[place] ?? 0;
    const lng = index.placeLng.array[place] ?? 0;
    // A marker shows where the search looked: places outside the area are not pinned.
    if (!remoteMatch) {
      if (query.bounds && !inBounds(lat, lng, query.bounds)) continue;
      if (
        query.circle &&
        distanceKm(query.circle.lat, query.circle.lng, lat, lng) > query.circle.radiusKm
      )
        continue;
    }
    const city = index.placeCity.array[place] ?? 0;
    const key = city * 4096 + (index.placeCountry.array[place] ?? 0);
    let entry = places.get(key);
    if (!entry) {
      entry = {
        city: index.multi.city.dictionary.values[city] ?? '',
        countryCode:
          index.multi.country.dictionary.values[index.placeCountry.array[place] ?? 0] ?? '',
        lat,
        lng,
        count: 0,
        remoteCount: 0,
      };
      places.set(key, entry);
    }
    entry.count += 1;
    if (isRemote) entry.remoteCount += 1;
  }
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
