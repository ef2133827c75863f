import type { Postings } from './growable';
import {
  FIELD_DEPARTMENT,
  FIELD_DESCRIPTION,
  FIELD_LOCATION,
  FIELD_SKILLS,
  FIELD_TITLE,
} from './memory-index.service';
import type { Scratch } from './scratch';

// The text part of a memory search: documents having every word of the query (any of each
// word's alternatives: its stems, and prefix expansions for the last word), with a relevance
// score. Top-level functions with no closures in their loops, so V8 optimises them once and
// keeps them optimised; inside the engine's closure they were deoptimised over and over.

const FIELD_WEIGHTS: [number, number][] = [
  [FIELD_TITLE, 8],
  [FIELD_SKILLS, 4],
  [FIELD_DEPARTMENT, 2],
  [FIELD_LOCATION, 2],
  [FIELD_DESCRIPTION, 1],
];
// The weight of a set of fields (a bit mask): the sum of theirs.
const WEIGHT_OF_FIELDS = Float32Array.from({ length: 32 }, (_, mask) =>
  FIELD_WEIGHTS.reduce((sum, [field, weight]) => (mask & field ? sum + weight : sum), 0),
);

// A term a word may match: its postings, its weight, and the field it must be in (0: any).
export type Alternative = { postings: Postings; idf: number; requiredField: number };
export type Word = { alternatives: Alternative[]; size: number };

// A later word's postings much longer than the documents still in the running are searched
// (galloping from the last hit) rather than read through.
const GALLOP_RATIO = 16;

// The first position at or after `from` whose document is ≥ doc (length when none).
function gallop(docs: Uint32Array, length: number, from: number, doc: number): number {
  let step = 1;
  let low = from;
  let high = from;
  while (high < length && (docs[high] ?? 0) < doc) {
    low = high + 1;
    high += step;
    step *= 2;
  }
  if (high > length) high = length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((docs[middle] ?? 0) < doc) low = middle + 1;
    else high = middle;
  }
  return low;
}

// Round 0: the rarest word's documents into scratch.candidates, each scored by its best
// alternative. Returns how many.
function firstWord(word: Word, scratch: Scratch): number {
  const { matched, score, candidates } = scratch;
  let size = 0;
  for (const { postings, idf, requiredField } of word.alternatives) {
    const { docs, fields, length } = postings;
    for (let at = 0; at < length; at += 1) {
      const field = fields[at] ?? 0;
      if (requiredField !== 0 && (field & requiredField) === 0) continue;
      const doc = docs[at] ?? 0;
      const gain = idf * (WEIGHT_OF_FIELDS[requiredField !== 0 ? requiredField : field] ?? 1);
      if (matched[doc] === 1) {
        if (gain > (score[doc] ?? 0)) score[doc] = gain;
      } else {
        matched[doc] = 1;
        score[doc] = gain;
        candidates[size] = doc;
        size += 1;
      }
    }
  }
  return size;
}

// Marks (round + 1) and scores the candidates at `round` that one alternative's postings hold,
// reading the postings through.
function readThrough(alternative: Alternative, round: number, scratch: Scratch): void {
  const { matched, score } = scratch;
  const { postings, idf, requiredField } = alternative;
  const { docs, fields, length } = postings;
  for (let at = 0; at < length; at += 1) {
    const doc = docs[at] ?? 0;
    if (matched[doc] !== round) continue;
    const field = fields[at] ?? 0;
    if (requiredField !== 0 && (field & requiredField) === 0) continue;
    matched[doc] = round + 1;
    score[doc] =
      (score[doc] ?? 0) +
      idf * (WEIGHT_OF_FIELDS[requiredField !== 0 ? requiredField : field] ?? 1);
  }
}

// The same, looking each (sorted) candidate up in the postings.
function lookUp(alternative: Alternative, round: number, size: number, scratch: Scratch): void {
  const { matched, score, candidates } = scratch;
  const { postings, idf, requiredField } = alternative;
  const { docs, fields, length } = postings;
  let from = 0;
  for (let at = 0; at < size && from < length; at += 1) {
    const doc = candidates[at] ?? 0;
    from = gallop(docs, length, from, doc);
    if (from >= length || docs[from] !== doc || matched[doc] !== round) continue;
    const field = fields[from] ?? 0;
    if (requiredField !== 0 && (field & requiredField) === 0) continue;
    matched[doc] = round + 1;
    score[doc] =
      (score[doc] ?? 0) +
      idf * (WEIGHT_OF_FIELDS[requiredField !== 0 ? requiredField : field] ?? 1);
  }
}

// Keeps the candidates marked round + 1; the others are cleared. Returns how many are kept.
function keepMatched(round: number, size: number, scratch: Scratch): number {
  const { matched, score, candidates } = scratch;
  let kept = 0;
  for (let at = 0; at < size; at += 1) {
    const doc = candidates[at] ?? 0;
    if (matched[doc] === round + 1) {
      candidates[kept] = doc;
      kept += 1;
    } else {
      matched[doc] = 0;
      score[doc] = 0;
    }
  }
  return kept;
}

// Documents having every word, with their scores in scratch.score (the caller clears those):
// the rarest word's documents first, then narrowed word by word. A view of scratch.candidates.
export function matchWords(words: readonly Word[], scratch: Scratch): Uint32Array {
  const ordered = [...words].sort((a, b) => a.size - b.size);
  const [first] = ordered;
  if (!first || first.size === 0) return scratch.candidates.subarray(0, 0);
  let size = firstWord(first, scratch);
  for (let round = 1; round < ordered.length && size > 0; round += 1) {
    let isSorted = false;
    for (const alternative of ordered[round]?.alternatives ?? []) {
      if (size * GALLOP_RATIO < alternative.postings.length) {
        if (!isSorted) scratch.candidates.subarray(0, size).sort();
        isSorted = true;
        lookUp(alternative, round, size, scratch);
      } else {
        readThrough(alternative, round, scratch);
      }
    }
    size = keepMatched(round, size, scratch);
  }
  const { matched, candidates } = scratch;
  for (let at = 0; at < size; at += 1) matched[candidates[at] ?? 0] = 0;
  return candidates.subarray(0, size);
}

// Clears the scores matchWords left (an indexed loop in a function of its own: inside the
// engine's search it ran as an iterator in deoptimised code, a sixth of a search's time).
export function clearScores(found: Uint32Array, scratch: Scratch): void {
  const { score } = scratch;
  for (let at = 0; at < found.length; at += 1) score[found[at] ?? 0] = 0;
}
