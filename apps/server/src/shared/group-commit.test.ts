import { describe, expect, it } from 'vitest';
import { createGroupCommit } from './group-commit';

const gate = () => {
  let open: () => void = () => {};
  const closed = new Promise<void>((resolve) => {
    open = resolve;
  });
  return {
    closed,
    open: () => {
      open();
    },
  };
};

describe('group commit (decision 020)', () => {
  it('writes what is added in one turn together, and what arrives meanwhile in the next write', async () => {
    const writes: number[][] = [];
    const first = gate();
    const commit = createGroupCommit<number>(async (items) => {
      writes.push(items);
      if (writes.length === 1) await first.closed;
    });
    const sameTurn = [commit.add(1), commit.add(2)];
    await new Promise((resolve) => setImmediate(resolve));
    expect(writes).toEqual([[1, 2]]);
    const later = [commit.add(3), commit.add(4)];
    first.open();
    await Promise.all([...sameTurn, ...later]);
    expect(writes).toEqual([
      [1, 2],
      [3, 4],
    ]);
  });

  it('a refused item fails alone: the batch is tried again one by one', async () => {
    const committed: string[] = [];
    const commit = createGroupCommit<string>((items) => {
      if (items.includes('bad')) return Promise.reject(new Error('refused'));
      committed.push(...items);
      return Promise.resolve();
    });
    const good = commit.add('a');
    const bad = commit.add('bad');
    const alsoGood = commit.add('c');
    await expect(good).resolves.toBeUndefined();
    await expect(bad).rejects.toThrow('refused');
    await expect(alsoGood).resolves.toBeUndefined();
    expect(committed).toEqual(['a', 'c']);
  });

  it('keeps batches to maxBatch', async () => {
    const sizes: number[] = [];
    const commit = createGroupCommit<number>((items) => {
      sizes.push(items.length);
      return Promise.resolve();
    }, 2);
    await Promise.all([1, 2, 3, 4, 5].map((item) => commit.add(item)));
    expect(sizes).toEqual([2, 2, 1]);
  });
});
