import { describe, expect, it } from 'vitest';
import { positionIdFromUrl } from './search-params';

describe('positionIdFromUrl', () => {
  it('reads the id before the first hyphen, a private key whole, and the first of several', () => {
    expect(positionIdFromUrl('123-senior-engineer')).toBe('123');
    expect(positionIdFromUrl(' 42 ')).toBe('42');
    expect(positionIdFromUrl('Xk3pQ9rT2a')).toBe('Xk3pQ9rT2a');
    // The login redirect joins several ids with commas: /careers?pid=a,b shows the first.
    expect(positionIdFromUrl('7,9')).toBe('7');
    expect(positionIdFromUrl('7-nurse,9-driver')).toBe('7');
  });
});
