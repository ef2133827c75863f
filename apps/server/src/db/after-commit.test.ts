import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  findCandidateById,
  setCandidateLanguage,
} from '../modules/candidates/candidates.repository';
import type { Candidate } from '../modules/candidates/candidate';
import { createReadCache, type ReadCache } from '../shared/read-cache';
import { createCandidate } from '../testing/fixtures';
import { createTestDatabase } from '../testing/test-database';
import { afterCommit } from './after-commit';
import type { DatabaseHandle } from './database';

const isPostgres = process.env.CAREERS_TEST_DRIVER === 'postgres';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(async () => {
  await handle.close();
});

describe('afterCommit', () => {
  it('runs once the transaction commits, not before', async () => {
    const ran: string[] = [];
    await handle.db.transaction(async (tx) => {
      afterCommit(tx, () => ran.push('forget'));
      await tx.execute(sql`select 1`);
      expect(ran).toEqual([]);
    });
    expect(ran).toEqual(['forget']);
  });

  it('never runs for a transaction that rolls back', async () => {
    const ran: string[] = [];
    await expect(
      handle.db.transaction(async (tx) => {
        afterCommit(tx, () => ran.push('forget'));
        await tx.execute(sql`select 1`);
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    expect(ran).toEqual([]);
  });

  it('waits for the outer commit inside a savepoint, and runs at once outside any transaction', async () => {
    const ran: string[] = [];
    afterCommit(handle.db, () => ran.push('outside'));
    expect(ran).toEqual(['outside']);
    await handle.db.transaction(async (tx) => {
      await tx.transaction(async (savepoint) => {
        afterCommit(savepoint, () => ran.push('inner'));
        await savepoint.execute(sql`select 1`);
      });
      expect(ran).toEqual(['outside']);
    });
    expect(ran).toEqual(['outside', 'inner']);
  });

  it('runs at once when work a transaction started outlives it', async () => {
    const ran: string[] = [];
    let later: Promise<void> = Promise.resolve();
    await handle.db.transaction(async (tx) => {
      await tx.execute(sql`select 1`);
      later = new Promise<void>((resolve) =>
        setTimeout(() => {
          afterCommit(tx, () => ran.push('late'));
          resolve();
        }, 10),
      );
    });
    await later;
    expect(ran).toEqual(['late']);
  });
});

// The race the after-commit list closes. On PostgreSQL another connection reads the committed
// row while a transaction that changed it is still open; before the list, the change forgot the
// cache entry before its commit, that read put the old row back, and it stayed until the time
// limit. (PGlite runs one statement at a time, so no read can fall in that gap there.)
describe.runIf(isPostgres)('the read cache on PostgreSQL', () => {
  let cache: ReadCache;
  beforeAll(() => {
    cache = createReadCache({ ttlMs: 60_000 });
  });
  afterAll(() => {
    cache.close();
  });

  it('does not keep a row read between a change and its commit', async () => {
    const candidate = await createCandidate(handle.db);
    await setCandidateLanguage(handle.db, candidate.id, 'en');
    const readCandidate = async (): Promise<Candidate | null> =>
      cache.read(candidate.id, `candidate:${candidate.id}`, () =>
        findCandidateById(handle.db, candidate.groupId, candidate.id),
      );
    expect((await readCandidate())?.language).toBe('en');

    await handle.db.transaction(async (tx) => {
      await setCandidateLanguage(tx, candidate.id, 'de');
      // Another connection: the change is not committed yet, so this reads (and keeps) the old row.
      expect((await readCandidate())?.language).toBe('en');
    });

    expect((await readCandidate())?.language).toBe('de');
  });
});
