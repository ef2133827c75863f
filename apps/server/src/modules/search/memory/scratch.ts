import type { MemoryIndex } from './memory-index.service';

// Buffers reused by every search of one index: searches run one at a time and synchronously, so
// a search allocates nothing in proportion to the index. Per document: a word-round marker, a
// score and an area stamp; then lists of documents and their failed filters.
export type Scratch = {
  matched: Uint8Array;
  score: Float32Array;
  stamp: Uint32Array;
  // This search's stamp: a document is in the searched area when its stamp equals it.
  round: number;
  // Text matches or the area's documents.
  candidates: Uint32Array;
  // The documents passing the base conditions, then their failed filters as bits.
  base: Uint32Array;
  failing: Uint8Array;
};

export function scratchFor(index: MemoryIndex, scratches: WeakMap<MemoryIndex, Scratch>): Scratch {
  let scratch = scratches.get(index);
  const size = index.size;
  if (!scratch || scratch.matched.length < size) {
    const capacity = Math.max(1024, Math.ceil(size * 1.25));
    scratch = {
      matched: new Uint8Array(capacity),
      score: new Float32Array(capacity),
      stamp: new Uint32Array(capacity),
      round: 0,
      candidates: new Uint32Array(capacity),
      base: new Uint32Array(capacity),
      failing: new Uint8Array(capacity),
    };
    scratches.set(index, scratch);
  }
  return scratch;
}

// A fresh stamp for the next search (0 is never one: it is what a new buffer holds).
export function nextRound(scratch: Scratch): number {
  scratch.round = (scratch.round + 1) >>> 0 || 1;
  return scratch.round;
}
