import { describe, expect, it } from 'vitest';
import { readEvery, windowTimes } from './slot-times';

describe('offered times', () => {
  it('reads --every as minutes and hours', () => {
    expect(readEvery('30m')).toBe(30);
    expect(readEvery('1h')).toBe(60);
    expect(readEvery('1h30m')).toBe(90);
    for (const bad of ['', '0m', '3m', 'h', '30', '25h', '-5m']) expect(readEvery(bad)).toBeNull();
  });

  it('fills a window with times that each end by its close', () => {
    const times = windowTimes(
      new Date('2026-12-01T09:00:00Z'),
      new Date('2026-12-01T11:00:00Z'),
      30,
      45,
    );
    expect(times?.map((time) => time.toISOString())).toEqual([
      '2026-12-01T09:00:00.000Z',
      '2026-12-01T09:30:00.000Z',
      '2026-12-01T10:00:00.000Z',
    ]);
  });

  it('refuses a window with more times than one offer holds', () => {
    expect(
      windowTimes(new Date('2026-12-01T00:00:00Z'), new Date('2027-01-01T00:00:00Z'), 5, 5),
    ).toBeNull();
  });
});
