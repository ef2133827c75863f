import { describe, expect, it } from 'vitest';
import { buildQueryString } from './query-string';

describe('buildQueryString', () => {
  it('skips empty values but keeps false and 0', () => {
    expect(buildQueryString({ a: '', b: null, c: undefined, d: false, e: 0, f: 'x' })).toBe(
      '?d=false&e=0&f=x',
    );
  });
  it('sorts arrays and repeats them under one key', () => {
    expect(buildQueryString({ filter_city: ['Oslo', 'Berlin', '', 'Austin'] })).toBe(
      '?filter_city=Austin&filter_city=Berlin&filter_city=Oslo',
    );
  });
  it('answers an empty string when nothing is left', () => {
    expect(buildQueryString({ a: '', b: [] })).toBe('');
  });
  it('encodes values', () => {
    expect(buildQueryString({ query: 'c++ & co' })).toBe('?query=c%2B%2B+%26+co');
  });
});
