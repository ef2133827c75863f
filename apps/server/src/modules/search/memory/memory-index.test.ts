import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import { positionsForIndex } from '../../positions/positions.service';
import type { PositionRow } from '../../positions/positions.repository';
import { createSearchGroup, seedSearchPositions } from '../search-fixtures';
import { MemoryIndex } from './memory-index';

// The first load builds the place tree once, at its end; a position arriving later goes to the
// places scanned one by one until the tree is rebuilt. Both must index exactly the same.
describe('MemoryIndex', () => {
  let t: TestApp;
  let rows: PositionRow[];

  beforeAll(async () => {
    t = await createTestApp();
    const groupId = await createSearchGroup(t.db);
    await seedSearchPositions(t.db, groupId, t.clock.now());
    rows = await positionsForIndex.pageAfter(t.db, groupId, 0, 1000);
  });
  afterAll(() => t.close());

  function postingsOf(index: MemoryIndex) {
    return [...index.terms]
      .map(([term, postings]) => ({
        term,
        docs: [...postings.docs.subarray(0, postings.length)],
        fields: [...postings.fields.subarray(0, postings.length)],
      }))
      .sort((a, b) => a.term.localeCompare(b.term));
  }

  it('indexes a position the same in the first load and after it', () => {
    const loaded = new MemoryIndex('group');
    for (const row of rows) loaded.upsert(row);
    loaded.buildTree();
    const later = new MemoryIndex('group');
    later.buildTree();
    for (const row of rows) later.upsert(row);

    expect(postingsOf(later)).toEqual(postingsOf(loaded));
    expect(later.placeDoc.length).toBe(loaded.placeDoc.length);
    expect(loaded.treeSize).toBe(loaded.placeDoc.length);
  });
});
