import { describe, expect, it } from 'vitest';
import { median, percentile } from './report';

describe('percentile', () => {
  it('takes the nearest rank, so p99 of 100 samples is the 99th', () => {
    const samples = Array.from({ length: 100 }, (_, index) => index + 1);
    expect(percentile(samples, 0.99)).toBe(99);
    expect(percentile(samples, 1)).toBe(100);
    expect(percentile([7], 0.5)).toBe(7);
    expect(percentile([], 0.5)).toBeNaN();
  });

  it('sorts before taking the median', () => {
    expect(median([9, 1, 5])).toBe(5);
  });
});
