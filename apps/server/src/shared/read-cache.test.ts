import { afterEach, describe, expect, it } from 'vitest';
import { createReadCache, forgetOwner, type ReadCache } from './read-cache';

describe('candidate cache (decision 020)', () => {
  let time = 0;
  const caches: ReadCache[] = [];
  const newCache = (ttlMs = 1000, maxEntries?: number) => {
    const cache = createReadCache({ ttlMs, maxEntries, now: () => time });
    caches.push(cache);
    return cache;
  };
  afterEach(() => {
    for (const cache of caches.splice(0)) cache.close();
    time = 0;
  });

  it('loads once and answers from memory until the time limit', async () => {
    const cache = newCache();
    let loads = 0;
    const load = () => Promise.resolve((loads += 1));
    expect(await cache.read('alex', 'badge', load)).toBe(1);
    time = 1000;
    expect(await cache.read('alex', 'badge', load)).toBe(1);
    time = 1001;
    expect(await cache.read('alex', 'badge', load)).toBe(2);
  });

  it('drops entries past their time as new ones are stored', () => {
    const cache = newCache(1000);
    cache.set('positions:a', 'position-link:a:1', 'one');
    time = 600;
    cache.set('positions:a', 'position-link:a:2', 'two');
    time = 1500;
    cache.set('positions:a', 'position-link:a:3', 'three');
    expect(cache.size).toBe(2);
    expect(cache.get('position-link:a:2')).toBe('two');
  });

  it('forgetOwner drops every entry of that candidate in every cache of the process', () => {
    const first = newCache();
    const second = newCache();
    first.set('alex', 'session:a', 'A');
    first.set('sam', 'session:s', 'S');
    second.set('alex', 'badge:alex', 3);
    forgetOwner('alex');
    expect(first.get('session:a')).toBeUndefined();
    expect(second.get('badge:alex')).toBeUndefined();
    expect(first.get('session:s')).toBe('S');
  });

  it('drops an entry of several owners when any of them changes, and only that entry', async () => {
    const cache = newCache();
    cache.set(['alex', 'offers'], 'nudges:alex', ['sign']);
    cache.set('alex', 'session:a', 'A');
    forgetOwner('offers');
    expect(cache.get('nudges:alex')).toBeUndefined();
    expect(cache.get('session:a')).toBe('A');
    // Forgetting the other owner later finds nothing left of the entry.
    forgetOwner('alex');
    expect(cache.size).toBe(0);

    // A load that raced a change of either owner is not kept.
    let release: (value: string[]) => void = () => {};
    const loading = cache.read(
      ['alex', 'offers'],
      'nudges:alex',
      () =>
        new Promise<string[]>((resolve) => {
          release = resolve;
        }),
    );
    forgetOwner('offers');
    release(['stale']);
    expect(await loading).toEqual(['stale']);
    expect(cache.get('nudges:alex')).toBeUndefined();
  });

  it('does not keep what a load read before its owner was forgotten', async () => {
    const cache = newCache();
    let release: (value: number) => void = () => {};
    const pending = cache.read(
      'alex',
      'badge',
      () =>
        new Promise<number>((resolve) => {
          release = resolve;
        }),
    );
    forgetOwner('alex');
    release(7);
    expect(await pending).toBe(7);
    expect(cache.get('badge')).toBeUndefined();
    expect(await cache.read('alex', 'badge', () => Promise.resolve(8))).toBe(8);
    expect(cache.get('badge')).toBe(8);
  });

  it('keeps at most maxEntries, the oldest going first', () => {
    const cache = newCache(1000, 2);
    cache.set('a', 'one', 1);
    cache.set('b', 'two', 2);
    cache.set('c', 'three', 3);
    expect(cache.size).toBe(2);
    expect(cache.get('one')).toBeUndefined();
    expect(cache.get('three')).toBe(3);
  });

  it('a closed cache is no longer reached by forgetOwner and holds nothing', () => {
    const cache = newCache();
    cache.set('alex', 'k', 1);
    cache.close();
    expect(cache.size).toBe(0);
    expect(() => {
      forgetOwner('alex');
    }).not.toThrow();
  });
});
