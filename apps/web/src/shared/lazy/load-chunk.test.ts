import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ChunkLoadError, loadChunk } from './load-chunk';

beforeEach(() => {
  window.sessionStorage.clear();
});

describe('loadChunk', () => {
  it('answers the module when it loads', async () => {
    await expect(loadChunk(() => Promise.resolve({ ok: 1 }))).resolves.toEqual({ ok: 1 });
  });

  it('reloads once on failure, then raises a ChunkLoadError with type and address', async () => {
    const reload = vi.fn();
    const fail = () =>
      Promise.reject(
        new TypeError('Failed to fetch dynamically imported module: http://x/assets/a.js'),
      );
    void loadChunk(fail, { reload });
    await vi.waitFor(() => {
      expect(reload).toHaveBeenCalledTimes(1);
    });
    const error = await loadChunk(fail, { reload }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ChunkLoadError);
    expect(error).toMatchObject({ type: 'missing', request: 'http://x/assets/a.js' });
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('gives up after the timeout', async () => {
    vi.useFakeTimers();
    window.sessionStorage.setItem('careers:chunk-reloaded', '1');
    const pending = loadChunk(() => new Promise(() => undefined), { timeoutMs: 120_000 }).catch(
      (caught: unknown) => caught,
    );
    await vi.advanceTimersByTimeAsync(120_000);
    expect(await pending).toMatchObject({ name: 'ChunkLoadError', type: 'timeout' });
    vi.useRealTimers();
  });
});
