import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient, type FetchFailure } from './query-client';
import { RequestError } from './request-error';

describe('query-error handler', () => {
  it('shows the request message, or the default text', async () => {
    const shown: string[] = [];
    const client = createQueryClient((message) => shown.push(message));
    const fail = (error: unknown) => () =>
      Promise.reject(error instanceof Error ? error : new Error('x'));
    await client
      .query({
        queryKey: ['a'],
        queryFn: fail(new RequestError('Server error. Please try again.', { status: 502 })),
        retry: false,
      })
      .catch(() => undefined);
    await client
      .query({ queryKey: ['b'], queryFn: fail(new TypeError('boom')), retry: false })
      .catch(() => undefined);
    await client
      .query({
        queryKey: ['c'],
        queryFn: fail(new Error('quiet')),
        retry: false,
        meta: { silent: true },
      })
      .catch(() => undefined);
    expect(shown).toEqual([
      'Server error. Please try again.',
      'An error occurred while loading the results',
    ]);
  });
});

describe('failed calls are logged and reported (docs/product/shell-and-gates.md)', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('logs and reports every failed read and write, silent or not, but no cancelled one', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const reported: FetchFailure[] = [];
    const shown: string[] = [];
    const client = createQueryClient(
      (message) => shown.push(message),
      (failure) => reported.push(failure),
    );
    await client
      .query({
        queryKey: ['GET /api/offer/offers', {}],
        queryFn: () => Promise.reject(new RequestError('Down', { status: 503 })),
        retry: false,
        meta: { silent: true },
      })
      .catch(() => undefined);
    await client
      .getMutationCache()
      .build(client, {
        mutationKey: ['POST /api/pcsx/notifications/mark_all_viewed'],
        mutationFn: () =>
          Promise.reject(new RequestError('', { status: null, code: 'ERR_NETWORK' })),
      })
      .execute(undefined)
      .catch(() => undefined);
    await client
      .query({
        queryKey: ['GET /api/pcsx/notification_badge', {}],
        queryFn: () => Promise.reject(new DOMException('Aborted', 'AbortError')),
        retry: false,
        meta: { silent: true },
      })
      .catch(() => undefined);
    expect(shown).toEqual([]);
    expect(reported).toEqual([
      { call: 'GET /api/offer/offers', status: 503, message: 'Down' },
      { call: 'POST /api/pcsx/notifications/mark_all_viewed', status: null, message: '' },
    ]);
    expect(warn).toHaveBeenCalledTimes(2);
    expect(warn).toHaveBeenCalledWith(
      'Could not fetch: GET /api/offer/offers',
      expect.any(RequestError),
    );
  });
});
