import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import type pg from 'pg';
import { describe, expect, it } from 'vitest';
import { releaseOnFailedBegin } from './release-on-failed-begin';

type FakeClient = { statements: string[]; releases: (Error | boolean | undefined)[] };

// A pool drizzle takes for node-postgres's (it looks for "Pool" in the class name), handing out
// one client whose statements succeed unless they are in `failing`.
class FakePool {
  readonly client: FakeClient = { statements: [], releases: [] };

  constructor(private readonly failing: Set<string>) {}

  connect(): Promise<pg.PoolClient> {
    const { client, failing } = this;
    const pooled = {
      query: (query: { text: string } | string) => {
        const text = typeof query === 'string' ? query : query.text;
        client.statements.push(text);
        return failing.has(text)
          ? Promise.reject(new Error('Connection terminated unexpectedly'))
          : Promise.resolve({ rows: [], rowCount: 0, fields: [] });
      },
      release: (error?: Error | boolean) => {
        client.releases.push(error);
      },
    };
    return Promise.resolve(releaseOnFailedBegin(pooled as unknown as pg.PoolClient));
  }
}

describe('releaseOnFailedBegin', () => {
  it('gives the client back, with the error, when BEGIN fails', async () => {
    const pool = new FakePool(new Set(['begin']));
    const db = drizzle({ client: pool as unknown as pg.Pool });
    let ran = false;
    await expect(
      db.transaction(async () => {
        ran = true;
        return Promise.resolve();
      }),
    ).rejects.toThrow();
    expect(ran).toBe(false);
    expect(pool.client.releases).toHaveLength(1);
    expect(pool.client.releases[0]).toBeInstanceOf(Error);
  });

  it('releases once, without an error, after a transaction that commits', async () => {
    const pool = new FakePool(new Set());
    const db = drizzle({ client: pool as unknown as pg.Pool });
    await db.transaction(async (tx) => {
      await tx.execute(sql`select 1`);
    });
    expect(pool.client.statements).toEqual(['begin', 'select 1', 'commit']);
    expect(pool.client.releases).toEqual([undefined]);
  });

  it('ignores a second release of the same checkout', async () => {
    const pool = new FakePool(new Set());
    const client = await pool.connect();
    client.release();
    client.release();
    expect(pool.client.releases).toHaveLength(1);
  });
});
