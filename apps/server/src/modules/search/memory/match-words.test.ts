import { describe, expect, it } from 'vitest';
import { Postings } from './growable';
import { matchWords, type Word } from './match-words';
import { FIELD_DESCRIPTION, FIELD_LOCATION, FIELD_TITLE } from './memory-index.service';
import type { Scratch } from './scratch';

function scratchOf(size: number): Scratch {
  return {
    matched: new Uint8Array(size),
    score: new Float32Array(size),
    stamp: new Uint32Array(size),
    round: 0,
    candidates: new Uint32Array(size),
    base: new Uint32Array(size),
    failing: new Uint8Array(size),
  };
}

function postings(docs: number[], field = FIELD_DESCRIPTION): Postings {
  const result = new Postings();
  for (const doc of docs) result.add(doc, field);
  return result;
}

function word(...alternatives: [Postings, number?][]): Word {
  return {
    alternatives: alternatives.map(([list, requiredField = 0]) => ({
      postings: list,
      idf: 1,
      requiredField,
    })),
    size: alternatives.reduce((sum, [list]) => sum + list.length, 0),
  };
}

const range = (from: number, to: number) => Array.from({ length: to - from }, (_, at) => from + at);

describe('matchWords', () => {
  it('finds the documents having every word, looking a rare word’s documents up in a long list', () => {
    // 3 candidates against 1,000 postings: the long list is searched, not read through.
    const rare = word([postings([5, 500, 2000])]);
    const common = word([postings(range(0, 1000))]);
    const scratch = scratchOf(3000);
    const found = [...matchWords([common, rare], scratch)].sort((a, b) => a - b);
    expect(found).toEqual([5, 500]);
    expect(scratch.score[5]).toBe(2);
    // Nothing is left marked for the next search; a dropped document's score is cleared.
    expect(scratch.matched.every((mark) => mark === 0)).toBe(true);
    expect(scratch.score[2000]).toBe(0);
  });

  it('reads a short list through and gives the same answer', () => {
    const first = word([postings(range(0, 40))]);
    const second = word([postings([3, 7, 39, 41])]);
    const scratch = scratchOf(100);
    expect([...matchWords([first, second], scratch)].sort((a, b) => a - b)).toEqual([3, 7, 39]);
  });

  it('matches any alternative of a word, and a location word only in place names', () => {
    const title = postings([1, 2], FIELD_TITLE);
    const place = postings([2, 3], FIELD_LOCATION);
    const placeInText = postings(range(0, 200), FIELD_DESCRIPTION);
    const scratch = scratchOf(300);
    const found = matchWords(
      [word([title]), word([place, FIELD_LOCATION], [placeInText, FIELD_LOCATION])],
      scratch,
    );
    expect([...found]).toEqual([2]);
  });

  it('finds nothing when a word has no documents', () => {
    expect([...matchWords([word([postings([1])]), word()], scratchOf(10))]).toEqual([]);
  });
});
