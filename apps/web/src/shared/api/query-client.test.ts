import { describe, expect, it } from 'vitest';
import { createQueryClient } from './query-client';
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
