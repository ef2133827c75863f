import { describe, expect, it } from 'vitest';
import { afterAll, beforeAll } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app';
import { DatabaseBusyError } from './database-errors';
import { createQueryGate } from './query-gate';

describe('query gate', () => {
  it('lets the limit wait, refuses the next at once, and frees places as work ends', async () => {
    const gate = createQueryGate(2);
    const releases: (() => void)[] = [];
    const hold = () =>
      gate.run(
        () =>
          new Promise<string>((resolve) => {
            releases.push(() => {
              resolve('done');
            });
          }),
      );
    const first = hold();
    const second = hold();
    expect(gate.pending).toBe(2);
    await expect(hold()).rejects.toBeInstanceOf(DatabaseBusyError);
    releases.forEach((release) => {
      release();
    });
    await expect(Promise.all([first, second])).resolves.toEqual(['done', 'done']);
    expect(gate.pending).toBe(0);
    await expect(gate.run(() => Promise.resolve('again'))).resolves.toBe('again');
  });
});

describe('a full queue over HTTP', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    t.app.get('/__test/busy', () => {
      throw new DatabaseBusyError();
    });
    // As a repository's query reaches the handler: Drizzle wraps the gate's refusal.
    t.app.get('/__test/busy-in-query', () => {
      throw new Error('Failed query: select', { cause: new DatabaseBusyError() });
    });
    t.app.get('/__test/statement-timeout', () => {
      throw new Error('Failed query: select', {
        cause: Object.assign(new Error('canceling statement due to statement timeout'), {
          code: '57014',
        }),
      });
    });
  });
  afterAll(() => t.close());

  it.each(['/__test/busy', '/__test/busy-in-query'])(
    '%s answers 503 with Retry-After and a message, never the details',
    async (url) => {
      const response = await t.app.inject({ url });
      expect(response.statusCode).toBe(503);
      expect(response.headers['retry-after']).toBe('2');
      expect(response.json()).toMatchObject({
        message: 'The site is busy. Please try again in a moment.',
      });
    },
  );

  it('answers a query past the statement timeout the same way, not with a 500', async () => {
    const response = await t.app.inject({ url: '/__test/statement-timeout' });
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe('5');
    expect(response.json()).toMatchObject({
      message: 'The site is busy. Please try again in a moment.',
    });
  });
});
