import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import { positionsForIndex, savePositions } from '../../positions/positions.service';
import type { IndexRow } from '../../positions/positions.repository';
import { createSearchGroup, seedSearchPositions } from '../search-fixtures.seed';
import { MemoryIndex } from './memory-index.service';

// The first load builds the place tree once, at its end; a position arriving later goes to the
// places scanned one by one until the tree is rebuilt. Both must index exactly the same.
describe('MemoryIndex', () => {
  let t: TestApp;
  let rows: IndexRow[];

  beforeAll(async () => {
    t = await createTestApp();
    const groupId = await createSearchGroup(t.db);
    await seedSearchPositions(t.db, groupId, t.clock.now());
    await savePositions(t.db, groupId, [
      {
        externalId: 'DE-1',
        title: 'Warehouse Associate',
        department: 'Operations',
        seniority: 'entry',
        employmentType: 'full_time',
        workLocationOption: 'onsite',
        locations: [{ city: 'Hamburg', countryCode: 'DE', lat: 53.55, lng: 9.99 }],
        descriptionHtml: '<p>Pick and pack.</p>',
        translations: {
          de: { title: 'Lagermitarbeiter', descriptionHtml: '<p>Kommissionieren im Lager.</p>' },
        },
        postedAt: t.clock.now(),
      },
    ]);
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

  it("reads each version's title and text but no HTML, and indexes them", () => {
    const row = rows.find((candidate) => candidate.externalId === 'DE-1');
    expect(row?.translations).toEqual({
      de: { title: 'Lagermitarbeiter', descriptionText: 'Kommissionieren im Lager.' },
    });
    expect(row && 'descriptionHtml' in row).toBe(false);
    const index = new MemoryIndex('group');
    for (const candidate of rows) index.upsert(candidate);
    const doc = row ? index.docFor(row.id) : undefined;
    for (const term of ['lagermitarbeit', 'kommissioni']) {
      const postings = index.terms.get(term);
      expect([...(postings?.docs.subarray(0, postings.length) ?? [])]).toContain(doc);
    }
  });

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
