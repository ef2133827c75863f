import { describe, expect, it } from 'vitest';
import { breakLines } from './line-breaking';

// A line "fits" when it has at most `width` graphemes: the breaking does not care how it measures.
const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });
const fitsIn = (width: number) => (line: string) => [...graphemes.segment(line)].length <= width;

describe('breakLines', () => {
  it('breaks at spaces within the width and cuts a word longer than the line', () => {
    const words = 'lorem ipsum dolor sit amet consectetur adipiscing elit';
    const lines = breakLines(`${words} ${'x'.repeat(60)}`, fitsIn(20));
    for (const line of lines) expect(fitsIn(20)(line)).toBe(true);
    expect(lines.filter((line) => !line.startsWith('x')).join(' ')).toBe(words);
    expect(lines.join('').replace(/[^x]/g, '')).toHaveLength(60);
    expect(breakLines('', fitsIn(10))).toEqual([]);
  });

  it('cuts text written without spaces between graphemes, never inside one', () => {
    // Thai: a consonant with its vowel and tone marks is one grapheme of three code points.
    const thai = 'น้ำ'.repeat(12);
    const lines = breakLines(thai, fitsIn(5));
    expect(lines).toEqual(['น้ำ'.repeat(5), 'น้ำ'.repeat(5), 'น้ำ'.repeat(2)]);
    expect(breakLines('山田花子株式会社北風支払', fitsIn(4))).toEqual([
      '山田花子',
      '株式会社',
      '北風支払',
    ]);
  });

  it('measures a long paragraph about once per piece, not once per character of each line', () => {
    let measured = 0;
    const fits = (line: string) => {
      measured += 1;
      return fitsIn(40)(line);
    };
    expect(breakLines('字'.repeat(1200), fits)).toHaveLength(30);
    expect(measured).toBeLessThan(1200 * 2);
    measured = 0;
    // One piece (a hash) far wider than the line is cut by halving.
    expect(breakLines('f'.repeat(1200), fits)).toHaveLength(30);
    expect(measured).toBeLessThan(30 * 16);
  });
});
