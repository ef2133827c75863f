import type { EngineQuery, FacetField } from '../search-engine';
import type { MemoryIndex } from './memory-index.service';
import { columnOf, countColumn, selectBase } from './scan-columns';
import type { Scratch } from './scratch';

// How many open positions there are, and how many per value of each facet, before any text, area
// or filter: what a search without text shows, and a filtered field's own counts (disjunctive
// facets count a field without its own filter). An aggregate of the index rather than of a
// search: kept until the index changes or one of the counted positions closes, and shared by
// every search with the same microsite and remote-only choice, whatever its page, sort and
// filters. At a million positions it saves a pass over every document per search without text.

export type FacetTotals = { count: number; counts: Map<FacetField, Int32Array> };

type Kept = FacetTotals & { version: number; from: number; until: number };

const kept = new WeakMap<MemoryIndex, Map<string, Kept>>();

// The earliest time (ms) a listed document closes; Infinity when none does.
function earliestClose(index: MemoryIndex, base: Uint32Array, size: number): number {
  const openUntil = index.openUntil.array;
  let earliest = Infinity;
  for (let at = 0; at < size; at += 1) {
    const closes = openUntil[base[at] ?? 0] ?? Infinity;
    if (closes < earliest) earliest = closes;
  }
  return earliest;
}

export function facetTotals(
  index: MemoryIndex,
  query: EngineQuery,
  fields: readonly FacetField[],
  scratch: Pick<Scratch, 'base'>,
): FacetTotals {
  let byKey = kept.get(index);
  if (!byKey) {
    byKey = new Map();
    kept.set(index, byKey);
  }
  const key = `${query.microsite ?? ''}\u0000${String(query.remoteOnly)}`;
  const now = query.now.getTime();
  const found = byKey.get(key);
  if (
    found &&
    found.version === index.version &&
    now >= found.from &&
    now < found.until &&
    fields.every((field) => found.counts.has(field))
  ) {
    return found;
  }
  const { base } = scratch;
  const size = selectBase(
    index,
    { ...query, circle: null, bounds: null },
    { candidates: null, stamps: null, stamp: 0 },
    base,
  );
  const counts = new Map<FacetField, Int32Array>();
  for (const field of new Set([...fields, ...(found?.counts.keys() ?? [])])) {
    const column = columnOf(index, field);
    const fieldCounts = new Int32Array(column.dictionary.values.length);
    countColumn(column, fieldCounts, 0, base, size, null);
    counts.set(field, fieldCounts);
  }
  const totals: Kept = {
    count: size,
    counts,
    version: index.version,
    from: now,
    until: earliestClose(index, base, size),
  };
  byKey.set(key, totals);
  return totals;
}
