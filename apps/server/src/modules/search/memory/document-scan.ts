import { distanceKm, inBounds, type EnginePlace, type EngineQuery } from '../search-engine';
import type { FacetField } from '../search-engine';
import type { Dictionary } from './growable';
import { isSingleFacet, type MemoryIndex } from './memory-index';
import type { Scratch } from './scratch';
import { TopK } from './top-k';

// The hot part of a memory search: the candidates (every document when there is neither text
// nor an area) are checked against the query's conditions, counted in the facets and offered to
// the page. It runs a column at a time — one small loop per condition, per filter and per facet
// over a list of documents — so each loop reads one or two typed arrays and V8 compiles each to
// tight code; a single loop doing everything per document ran at a third of the speed.

// A filter's or a facet's column, single-valued or several values per document.
type Column = {
  dictionary: Dictionary;
  single: Int32Array | null;
  offsets: Uint32Array;
  values: Uint32Array;
};

export type ScanInput = {
  // Text matches or the area's documents (any order, no repeats), or null for every document.
  candidates: Uint32Array | null;
  // Relevance per document (text searches).
  score: Float32Array;
  // Documents stamped with `stamp` have a place in the searched area; null without one.
  stamps: Uint32Array | null;
  stamp: number;
  byDate: boolean;
  collectPlaces: boolean;
};

export type FacetCount = { dictionary: Dictionary; counts: Int32Array };

export type ScanResult = {
  count: number;
  top: TopK;
  facets: (FacetCount | null)[];
  places: Map<number, EnginePlace> | null;
};

function columnOf(index: MemoryIndex, field: FacetField): Column {
  if (isSingleFacet(field)) {
    const { dictionary, docs } = index.single[field];
    return { dictionary, single: docs.array, offsets: NO_VALUES, values: NO_VALUES };
  }
  const { dictionary, docs } = index.multi[field];
  return { dictionary, single: null, offsets: docs.offsets.array, values: docs.values.array };
}

const NO_VALUES = new Uint32Array(0);

// The conditions every found document meets whatever the filters: alive, open, in the
// microsite, remote when only remote is asked, and in the area (or remote and open to the
// searched country). Writes the passing documents to `base`; returns how many.
function selectBase(index: MemoryIndex, query: EngineQuery, input: ScanInput, base: Uint32Array) {
  const { candidates, stamps, stamp } = input;
  const micrositeId =
    query.microsite === null ? -1 : (index.microsite.dictionary.find(query.microsite) ?? -2);
  const remoteId = index.single.work_location_option.dictionary.find('remote') ?? -2;
  // -1: no remote position is found outside the area.
  const remoteCountryId =
    query.remoteCountry === null || query.bounds !== null
      ? -1
      : (index.remoteCountries.dictionary.find(query.remoteCountry) ?? -2);
  const { remoteOnly } = query;
  const nowMs = query.now.getTime();
  const alive = index.alive.array;
  const openUntil = index.openUntil.array;
  const microsite = index.microsite.docs.array;
  const workLocation = index.single.work_location_option.docs.array;
  const remoteOffsets = index.remoteCountries.docs.offsets.array;
  const remoteValues = index.remoteCountries.docs.values.array;

  let size = 0;
  const total = candidates ? candidates.length : index.size;
  for (let at = 0; at < total; at += 1) {
    const doc = candidates ? (candidates[at] ?? 0) : at;
    if (alive[doc] !== 1 || (openUntil[doc] ?? 0) <= nowMs) continue;
    if (micrositeId !== -1 && microsite[doc] !== micrositeId) continue;
    if (remoteOnly && workLocation[doc] !== remoteId) continue;
    if (stamps && stamps[doc] !== stamp) {
      // Outside the area: still found when remote and open to the searched country (a remote
      // position naming no country is open to all).
      if (remoteCountryId === -1 || workLocation[doc] !== remoteId) continue;
      const from = remoteOffsets[doc] ?? 0;
      const to = remoteOffsets[doc + 1] ?? 0;
      let eligible = from === to;
      for (let value = from; value < to && !eligible; value += 1) {
        if (remoteValues[value] === remoteCountryId) eligible = true;
      }
      if (!eligible) continue;
    }
    base[size] = doc;
    size += 1;
  }
  return size;
}

// Sets bit `bit` in `failing` for each base document without a chosen value of the column.
function markFailing(
  column: Column,
  chosen: Uint8Array,
  bit: number,
  base: Uint32Array,
  size: number,
  failing: Uint8Array,
): void {
  const { single, offsets, values } = column;
  if (single) {
    for (let at = 0; at < size; at += 1) {
      const value = single[base[at] ?? 0] ?? -1;
      if (value < 0 || chosen[value] !== 1) failing[at] = (failing[at] ?? 0) | bit;
    }
    return;
  }
  for (let at = 0; at < size; at += 1) {
    const doc = base[at] ?? 0;
    const to = offsets[doc + 1] ?? 0;
    let found = false;
    for (let value = offsets[doc] ?? 0; value < to && !found; value += 1) {
      if (chosen[values[value] ?? 0] === 1) found = true;
    }
    if (!found) failing[at] = (failing[at] ?? 0) | bit;
  }
}

// Counts the column's values over the base documents whose failed filters are all outside
// `blocking` (a facet is counted with every filter applied but its own).
function countColumn(
  column: Column,
  counts: Int32Array,
  blocking: number,
  base: Uint32Array,
  size: number,
  failing: Uint8Array | null,
): void {
  const { single, offsets, values } = column;
  if (single) {
    for (let at = 0; at < size; at += 1) {
      if (failing && ((failing[at] ?? 0) & blocking) !== 0) continue;
      const value = single[base[at] ?? 0] ?? -1;
      if (value >= 0) counts[value] = (counts[value] ?? 0) + 1;
    }
    return;
  }
  for (let at = 0; at < size; at += 1) {
    if (failing && ((failing[at] ?? 0) & blocking) !== 0) continue;
    const doc = base[at] ?? 0;
    const to = offsets[doc + 1] ?? 0;
    for (let value = offsets[doc] ?? 0; value < to; value += 1) {
      const id = values[value] ?? 0;
      counts[id] = (counts[id] ?? 0) + 1;
    }
  }
}

export function scanDocuments(
  index: MemoryIndex,
  query: EngineQuery,
  input: ScanInput,
  scratch: Pick<Scratch, 'base' | 'failing'>,
): ScanResult {
  const { base, failing } = scratch;
  const size = selectBase(index, query, input, base);

  // Active filters as bits of `failing`, so one count per facet applies all the others
  // (disjunctive facets). There are at most eight filterable fields.
  const active = (Object.keys(query.filters) as FacetField[]).filter(
    (field) => (query.filters[field]?.length ?? 0) > 0,
  );
  if (active.length > 0) failing.fill(0, 0, size);
  active.forEach((field, bit) => {
    const column = columnOf(index, field);
    const chosen = new Uint8Array(column.dictionary.values.length);
    for (const value of query.filters[field] ?? []) {
      const id = column.dictionary.find(value);
      if (id !== undefined) chosen[id] = 1;
    }
    markFailing(column, chosen, 1 << bit, base, size, failing);
  });
  const failed = active.length > 0 ? failing : null;

  const facets = query.facets.map((field): FacetCount | null => {
    const column = columnOf(index, field);
    const counts = new Int32Array(column.dictionary.values.length);
    const own = active.indexOf(field);
    countColumn(column, counts, own === -1 ? 0xff : 0xff & ~(1 << own), base, size, failed);
    return { dictionary: column.dictionary, counts };
  });

  const top = new TopK(query.start + query.num);
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
