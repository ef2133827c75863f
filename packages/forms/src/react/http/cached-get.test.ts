import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { cachedGet, invalidateCachedGet, memoize } from './cached-get';

const URL_ = '/api/profile';

function answer(data: unknown) {
  return new Response(JSON.stringify({ data }), {
    headers: { 'content-type': 'application/json' },
  });
}

let fetchMock: Mock<typeof fetch>;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-06-15T10:00:00Z'));
  fetchMock = vi.fn<typeof fetch>();
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  localStorage.clear();
});

/** Lets the background refresh (a fetch and its JSON) settle. */
async function settle() {
  for (let round = 0; round < 10; round += 1) await Promise.resolve();
  await new Promise((resolve) => setTimeout(resolve, 0));
}

describe('cachedGet', () => {
  it('answers `data` of the response and keeps it', async () => {
    fetchMock.mockResolvedValue(answer({ name: 'Ada' }));
    await expect(cachedGet(URL_)).resolves.toEqual({ name: 'Ada' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]?.[0]).toBe(URL_);
  });

  it('answers a fresh copy at once, refreshes behind it and reports a change', async () => {
    fetchMock.mockResolvedValueOnce(answer({ name: 'Ada' }));
    await cachedGet(URL_);
    fetchMock.mockResolvedValueOnce(answer({ name: 'Grace' }));
    const onChange = vi.fn();
    vi.setSystemTime(new Date('2026-06-15T10:59:00Z'));
    await expect(cachedGet(URL_, { onChange })).resolves.toEqual({ name: 'Ada' });
    await settle();
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(onChange).toHaveBeenCalledWith({ name: 'Grace' });
    // The refresh is kept: the next call answers it.
    fetchMock.mockResolvedValue(answer({ name: 'Grace' }));
    await expect(cachedGet(URL_)).resolves.toEqual({ name: 'Grace' });
  });

  it('does not report a refresh that changed nothing', async () => {
    fetchMock.mockImplementation(() => Promise.resolve(answer({ list: [1, 2] })));
    await cachedGet(URL_);
    const onChange = vi.fn();
    await cachedGet(URL_, { onChange });
    await settle();
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(onChange).not.toHaveBeenCalled();
  });

  it('waits for the network once the copy is older than 3600 s, or the given age', async () => {
    fetchMock.mockResolvedValueOnce(answer('old')).mockResolvedValueOnce(answer('new'));
    await cachedGet(URL_);
    vi.setSystemTime(new Date('2026-06-15T11:00:01Z'));
    await expect(cachedGet(URL_)).resolves.toBe('new');

    fetchMock.mockResolvedValueOnce(answer('newer'));
    vi.setSystemTime(new Date('2026-06-15T11:00:12Z'));
    await expect(cachedGet(URL_, { maxAgeSeconds: 10 })).resolves.toBe('newer');
  });

  it('skips the copy when forced, and never keeps anything when disabled', async () => {
    fetchMock.mockResolvedValueOnce(answer('kept')).mockResolvedValueOnce(answer('forced'));
    await cachedGet(URL_);
    await expect(cachedGet(URL_, { force: true })).resolves.toBe('forced');

    fetchMock.mockResolvedValueOnce(answer('live'));
    await expect(cachedGet('/api/live', { disabled: true })).resolves.toBe('live');
    fetchMock.mockResolvedValueOnce(answer('live again'));
    await expect(cachedGet('/api/live')).resolves.toBe('live again');
  });

  it('fetches again after invalidateCachedGet', async () => {
    fetchMock.mockResolvedValueOnce(answer(1)).mockResolvedValueOnce(answer(2));
    await cachedGet(URL_);
    invalidateCachedGet(URL_);
    await expect(cachedGet(URL_)).resolves.toBe(2);
  });

  it('works without a usable storage (full, broken JSON)', async () => {
    fetchMock.mockImplementation(() => Promise.resolve(answer('plain')));
    const setItem = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    await expect(cachedGet(URL_)).resolves.toBe('plain');
    setItem.mockRestore();
    vi.spyOn(Storage.prototype, 'getItem').mockReturnValue('{not json');
    await expect(cachedGet(URL_)).resolves.toBe('plain');
  });

  it('rejects when the server fails and there is no copy', async () => {
    fetchMock.mockResolvedValue(new Response('', { status: 500 }));
    await expect(cachedGet(URL_)).rejects.toThrow();
  });
});

describe('memoize (5 minutes by default)', () => {
  it('keeps an answer per arguments for five minutes', () => {
    const compute = vi.fn((a: number, b: number) => a + b);
    const memo = memoize(compute);
    expect(memo(1, 2)).toBe(3);
    expect(memo(1, 2)).toBe(3);
    expect(memo(2, 2)).toBe(4);
    expect(compute).toHaveBeenCalledTimes(2);
    vi.setSystemTime(new Date('2026-06-15T10:04:59Z'));
    memo(1, 2);
    expect(compute).toHaveBeenCalledTimes(2);
    vi.setSystemTime(new Date('2026-06-15T10:05:01Z'));
    memo(1, 2);
    expect(compute).toHaveBeenCalledTimes(3);
  });

  it('takes another lifetime', () => {
    const compute = vi.fn(() => Math.random());
    const memo = memoize(compute, 1000);
    const first = memo();
    vi.setSystemTime(new Date('2026-06-15T10:00:00.999Z'));
    expect(memo()).toBe(first);
    vi.setSystemTime(new Date('2026-06-15T10:00:01Z'));
    memo();
    expect(compute).toHaveBeenCalledTimes(2);
  });

  it('forgets a failed promise at once', async () => {
    const compute = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue('ok');
    const memo = memoize(compute);
    await expect(memo()).rejects.toThrow('offline');
    await expect(memo()).resolves.toBe('ok');
    await expect(memo()).resolves.toBe('ok');
    expect(compute).toHaveBeenCalledTimes(2);
  });
});
