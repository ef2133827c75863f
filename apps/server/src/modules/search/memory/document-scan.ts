import { distanceKm, inBounds, type EnginePlace, type EngineQuery } from '../search-engine';
import type { FacetField } from '../search-engine';
import type { Dictionary } from './growable';
import { facetTotals } from './facet-totals';
import type { MemoryIndex } from './memory-index.service';
import { columnOf, countColumn, markFailing, selectBase, type ScanInput } from './scan-columns';
import { nextRound, type Scratch } from './scratch';
import { TopK } from './top-k';

// The second half of a memory search: the candidates are checked against the query's
// conditions, counted in the facets and offered to the page. Without text or an area, the
// candidates are planned: a filtered field's documents (the rarest filter's), with that field's
// own counts and an unfiltered search's counts taken from the index's facet totals.

export type { ScanInput } from './scan-columns';

type FacetCount = { dictionary: Dictionary; counts: Int32Array };

export type ScanResult = {
  count: number;
  top: TopK;
  facets: (FacetCount | null)[];
  places: Map<number, EnginePlace> | null;
};

type Chosen = { field: FacetField; ids: number[]; size: number };

// Each active filter's chosen value ids and how many documents have them.
function chosenValues(index: MemoryIndex, query: EngineQuery): Chosen[] {
  return (Object.keys(query.filters) as FacetField[])
    .filter((field) => (query.filters[field]?.length ?? 0) > 0)
    .map((field) => {
      const { dictionary } = columnOf(index, field);
      const ids = (query.filters[field] ?? []).flatMap((value) => {
        const id = dictionary.find(value);
        return id === undefined ? [] : [id];
      });
      const lists = index.valueDocs[field];
      return { field, ids, size: ids.reduce((sum, id) => sum + (lists[id]?.length ?? 0), 0) };
    });
}

// The documents having any of a filter's values, once each, into scratch.candidates.
function valueDocuments(index: MemoryIndex, chosen: Chosen, scratch: Scratch): Uint32Array {
  const { candidates, stamp: stamps } = scratch;
  const round = nextRound(scratch);
  let size = 0;
  for (const id of chosen.ids) {
    const list = index.valueDocs[chosen.field][id];
    if (!list) continue;
    const docs = list.array;
    for (let at = 0; at < list.length; at += 1) {
      const doc = docs[at] ?? 0;
      if (stamps[doc] === round) continue;
      stamps[doc] = round;
      candidates[size] = doc;
      size += 1;
    }
  }
  return candidates.subarray(0, size);
}

// The page: the best start + num of the listed documents that failed no filter.
function offerPage(
  index: MemoryIndex,
  input: ScanInput,
  base: Uint32Array,
  size: number,
  failed: Uint8Array | null,
  top: TopK,
): number {
  const postedAt = index.postedAt.array;
  const { score, byDate } = input;
  let count = 0;
  for (let at = 0; at < size; at += 1) {
    if (failed && failed[at] !== 0) continue;
    const doc = base[at] ?? 0;
    count += 1;
    const posted = postedAt[doc] ?? 0;
    if (byDate) top.offer(doc, posted, 0);
    else top.offer(doc, score[doc] ?? 0, posted);
  }
  return count;
}

// The page of a search without text, area or filter: the documents numbered after the date
// order first, then the date order a slice at a time until no older document can enter.
const DATE_SLICE = 256;

function offerNewest(index: MemoryIndex, query: EngineQuery, scratch: Scratch, top: TopK): void {
  const order = index.dateOrdered();
  const postedAt = index.postedAt.array;
  const { base, candidates } = scratch;
  const offer = (listed: Uint32Array) => {
    const size = selectBase(index, query, { candidates: listed, stamps: null, stamp: 0 }, base);
    for (let at = 0; at < size; at += 1) {
      const doc = base[at] ?? 0;
      top.offer(doc, postedAt[doc] ?? 0, 0);
    }
  };
  let newer = 0;
  for (let doc = order.length; doc < index.size; doc += 1) {
    candidates[newer] = doc;
    newer += 1;
  }
  offer(candidates.subarray(0, newer));
  for (let at = 0; at < order.length; at += DATE_SLICE) {
    if ((postedAt[order[at] ?? 0] ?? 0) < top.floor()) break;
    offer(order.subarray(at, at + DATE_SLICE));
  }
}

// Counts of `field` over the documents passing every filter but its own.
function ownCounts(
  index: MemoryIndex,
  query: EngineQuery,
  field: FacetField,
  others: number,
  scratch: Scratch,
): Int32Array {
  if (others === 0) {
    const counts = facetTotals(index, query, [field], scratch).counts.get(field);
    if (counts) return counts;
  }
  const filters = { ...query.filters, [field]: [] };
  const scan = scanDocuments(
    index,
    { ...query, filters, facets: [field], start: 0, num: 0 },
    {
      candidates: null,
      score: scratch.score,
      stamps: null,
      stamp: 0,
      byDate: true,
      collectPlaces: false,
    },
    scratch,
  );
  return scan.facets[0]?.counts ?? new Int32Array(0);
}

export function scanDocuments(
  index: MemoryIndex,
  query: EngineQuery,
  input: ScanInput,
  scratch: Scratch,
): ScanResult {
  const active = chosenValues(index, query);
  const top = new TopK(query.start + query.num);
  const planned = input.candidates === null && input.stamps === null && !input.collectPlaces;

  // No text, no area, no filter: the totals count, the date order gives the page.
  if (planned && active.length === 0) {
    const totals = facetTotals(index, query, query.facets, scratch);
    offerNewest(index, query, scratch, top);
    return {
      count: totals.count,
      top,
      facets: query.facets.map((field) => {
        const counts = totals.counts.get(field);
        return counts ? { dictionary: columnOf(index, field).dictionary, counts } : null;
      }),
      places: null,
    };
  }

  // No text, no area: the rarest filter's documents are the candidates. Its own field's counts
  // need the documents it leaves out, so they are counted first (the buffers are shared).
  let rarest: Chosen | null = null;
  const own = new Map<FacetField, Int32Array>();
  if (planned) {
    rarest = active.reduce((a, b) => (b.size < a.size ? b : a));
    if (query.facets.includes(rarest.field)) {
      own.set(rarest.field, ownCounts(index, query, rarest.field, active.length - 1, scratch));
    }
  }
  const candidates = rarest ? valueDocuments(index, rarest, scratch) : input.candidates;

  const { base, failing } = scratch;
  const size = selectBase(index, query, { ...input, candidates }, base);
  // Active filters as bits of `failing`, so one count per facet applies all the others
  // (disjunctive facets). There are at most eight filterable fields.
  if (active.length > 0) failing.fill(0, 0, size);
  active.forEach(({ field, ids }, bit) => {
    const column = columnOf(index, field);
    const chosen = new Uint8Array(column.dictionary.values.length);
    for (const id of ids) chosen[id] = 1;
    markFailing(column, chosen, 1 << bit, base, size, failing);
  });
  const failed = active.length > 0 ? failing : null;

  const facets = query.facets.map((field): FacetCount => {
    const column = columnOf(index, field);
    const kept = own.get(field);
    if (kept) return { dictionary: column.dictionary, counts: kept };
    const counts = new Int32Array(column.dictionary.values.length);
    const bit = active.findIndex((chosen) => chosen.field === field);
    countColumn(column, counts, bit === -1 ? 0xff : 0xff & ~(1 << bit), base, size, failed);
    return { dictionary: column.dictionary, counts };
  });
  const count = offerPage(index, input, base, size, failed, top);

  let places: Map<number, EnginePlace> | null = null;
  if (input.collectPlaces) {
    places = new Map();
    const remoteId = index.single.work_location_option.dictionary.find('remote') ?? -2;
    const workLocation = index.single.work_location_option.docs.array;
    for (let at = 0; at < size; at += 1) {
      if (failed && failed[at] !== 0) continue;
      const doc = base[at] ?? 0;
      const remoteMatch = input.stamps !== null && input.stamps[doc] !== input.stamp;
      addPlaces(index, doc, workLocation[doc] === remoteId, remoteMatch, places, query);
    }
  }
  return { count, top, facets, places };
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
