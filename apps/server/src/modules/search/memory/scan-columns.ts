import type { EngineQuery, FacetField } from '../search-engine';
import type { Dictionary } from './growable';
import { isSingleFacet, type MemoryIndex } from './memory-index.service';

// The loops of a memory search, a column at a time: one small loop per condition, per filter and
// per facet over a list of documents, so each reads one or two typed arrays and V8 compiles each
// to tight code (a single loop doing everything per document ran at a third of the speed).

// A filter's or a facet's column, single-valued or several values per document.
export type Column = {
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

export function columnOf(index: MemoryIndex, field: FacetField): Column {
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
export function selectBase(
  index: MemoryIndex,
  query: EngineQuery,
  input: Pick<ScanInput, 'candidates' | 'stamps' | 'stamp'>,
  base: Uint32Array,
): number {
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
  const openUntil = index.openUntil.array;
  const microsite = index.microsite.docs.array;
  const workLocation = index.single.work_location_option.docs.array;
  const remoteOffsets = index.remoteCountries.docs.offsets.array;
  const remoteValues = index.remoteCountries.docs.values.array;

  let size = 0;
  const total = candidates ? candidates.length : index.size;
  for (let at = 0; at < total; at += 1) {
    const doc = candidates ? (candidates[at] ?? 0) : at;
    // Dead documents close at -Infinity.
    if ((openUntil[doc] ?? 0) <= nowMs) continue;
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
export function markFailing(
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
export function countColumn(
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
