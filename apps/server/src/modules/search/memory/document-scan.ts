import { distanceKm, inBounds, type EnginePlace, type EngineQuery } from '../search-engine';
import type { FacetField } from '../search-engine';
import type { Dictionary } from './growable';
import { isSingleFacet, type MemoryIndex } from './memory-index';
import { TopK } from './top-k';

// The hot loop of a memory search: every candidate (every document when there is no text) is
// checked against the query's conditions, counted in the facets and offered to the page. It is a
// function of its own, with columns read straight from their typed arrays and one shape for
// every facet, so V8 optimises it once: inside the engine's larger function, each new kind of
// query (a first filter, a first location) threw it back to the interpreter.

// A filter's or a facet's column, single-valued or several values per document. A class, so
// every instance has one hidden class and the loop below stays monomorphic.
class Column {
  constructor(
    readonly dictionary: Dictionary,
    readonly isSingle: boolean,
    readonly single: Int32Array,
    readonly offsets: Uint32Array,
    readonly values: Uint32Array,
    // A filter's chosen values (1 at their ids).
    readonly chosen: Uint8Array,
    // A facet's counts per value, and the filters that keep a document out of them.
    readonly counts: Int32Array,
    readonly blocking: number,
  ) {}
}

export type ScanInput = {
  // Text matches, or null for every document.
  candidates: Uint32Array | null;
  // Relevance per document (text searches).
  score: Float32Array;
  // Documents stamped with `stamp` have a place in the searched area; null without one.
  stamps: Uint32Array | null;
  stamp: number;
  byDate: boolean;
  collectPlaces: boolean;
};

export type ScanResult = {
  count: number;
  top: TopK;
  facetColumns: Column[];
  places: Map<number, EnginePlace> | null;
};

const NO_VALUES = new Uint32Array(0);
const NO_SINGLE = new Int32Array(0);
const NO_CHOSEN = new Uint8Array(0);
const NO_COUNTS = new Int32Array(0);

function columnOf(
  index: MemoryIndex,
  field: FacetField,
  chosen: Uint8Array,
  counts: Int32Array,
  blocking: number,
): Column {
  if (isSingleFacet(field)) {
    const { dictionary, docs } = index.single[field];
    return new Column(dictionary, true, docs.array, NO_VALUES, NO_VALUES, chosen, counts, blocking);
  }
  const { dictionary, docs } = index.multi[field];
  const { offsets, values } = docs;
  return new Column(
    dictionary,
    false,
    NO_SINGLE,
    offsets.array,
    values.array,
    chosen,
    counts,
    blocking,
  );
}

function dictionaryOf(index: MemoryIndex, field: FacetField): Dictionary {
  return isSingleFacet(field) ? index.single[field].dictionary : index.multi[field].dictionary;
}

function hasChosenValue(column: Column, doc: number): boolean {
  const { chosen } = column;
  if (column.isSingle) {
    const value = column.single[doc] ?? -1;
    return value >= 0 && chosen[value] === 1;
  }
  const to = column.offsets[doc + 1] ?? 0;
  for (let at = column.offsets[doc] ?? 0; at < to; at += 1) {
    if (chosen[column.values[at] ?? 0] === 1) return true;
  }
  return false;
}

function countFacets(columns: Column[], doc: number, failing: number): void {
  for (let facet = 0; facet < columns.length; facet += 1) {
    const column = columns[facet];
    if (!column || (failing & column.blocking) !== 0) continue;
    const { counts } = column;
    if (column.isSingle) {
      const value = column.single[doc] ?? -1;
      if (value >= 0) counts[value] = (counts[value] ?? 0) + 1;
    } else {
      const to = column.offsets[doc + 1] ?? 0;
      for (let value = column.offsets[doc] ?? 0; value < to; value += 1) {
        const id = column.values[value] ?? 0;
        counts[id] = (counts[id] ?? 0) + 1;
      }
    }
  }
}

export function scanDocuments(
  index: MemoryIndex,
  query: EngineQuery,
  input: ScanInput,
): ScanResult {
  // Active filters as bits; a document's failing filters are a mask, so one pass counts
  // every facet with the other filters applied (disjunctive facets).
  const active = (Object.keys(query.filters) as FacetField[]).filter(
    (field) => (query.filters[field]?.length ?? 0) > 0,
  );
  const filterColumns = active.map((field) => {
    const dictionary = dictionaryOf(index, field);
    const chosen = new Uint8Array(dictionary.values.length);
    for (const value of query.filters[field] ?? []) {
      const id = dictionary.find(value);
      if (id !== undefined) chosen[id] = 1;
    }
    return columnOf(index, field, chosen, NO_COUNTS, 0);
  });
  const facetColumns = query.facets.map((field) => {
    const at = active.indexOf(field);
    const counts = new Int32Array(dictionaryOf(index, field).values.length);
    // The filters that keep a document out of this facet's counts: all but its own.
    return columnOf(index, field, NO_CHOSEN, counts, at === -1 ? -1 : ~(1 << at));
  });
  const filterCount = filterColumns.length;

  const { candidates, score, stamps, stamp, byDate } = input;
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
  const postedAt = index.postedAt.array;
  const microsite = index.microsite.docs.array;
  const workLocation = index.single.work_location_option.docs.array;
  const remoteOffsets = index.remoteCountries.docs.offsets.array;
  const remoteValues = index.remoteCountries.docs.values.array;

  const top = new TopK(query.start + query.num);
  const places = input.collectPlaces ? new Map<number, EnginePlace>() : null;
  let count = 0;
  const total = candidates ? candidates.length : index.size;
  for (let at = 0; at < total; at += 1) {
    const doc = candidates ? (candidates[at] ?? 0) : at;
    if (alive[doc] !== 1 || (openUntil[doc] ?? 0) <= nowMs) continue;
    if (micrositeId !== -1 && microsite[doc] !== micrositeId) continue;
    const isRemote = workLocation[doc] === remoteId;
    if (remoteOnly && !isRemote) continue;
    let remoteMatch = false;
    if (stamps && stamps[doc] !== stamp) {
      // Outside the area: still found when remote and open to the searched country.
      if (remoteCountryId === -1 || !isRemote) continue;
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
    for (let filter = 0; filter < filterCount; filter += 1) {
      const column = filterColumns[filter];
      if (column && !hasChosenValue(column, doc)) failing |= 1 << filter;
    }
    // Failing two filters or more, a document counts in no facet.
    if ((failing & (failing - 1)) !== 0) continue;
    countFacets(facetColumns, doc, failing);
    if (failing !== 0) continue;
    count += 1;
    const posted = postedAt[doc] ?? 0;
    if (byDate) top.offer(doc, posted, 0);
    else top.offer(doc, score[doc] ?? 0, posted);
    if (places) addPlaces(index, doc, isRemote, remoteMatch, places, query);
  }
  return { count, top, facetColumns, places };
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
