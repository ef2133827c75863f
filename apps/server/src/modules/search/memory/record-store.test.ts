import { describe, expect, it } from 'vitest';
import { RecordStore } from './record-store';

describe('RecordStore', () => {
  it('gives back each record as it was pushed, across chunks and in any script', () => {
    const store = new RecordStore(4096);
    const records = Array.from({ length: 300 }, (_, at) =>
      JSON.stringify({
        at,
        name: `${'Ingénieur·e مهندس 👩‍💻 '.repeat(at % 7)}${'x'.repeat(at * 3)}`,
      }),
    );
    for (const record of records) store.push(record);
    expect(store.size).toBe(records.length);
    records.forEach((record, doc) => {
      expect(store.get(doc)).toBe(record);
    });
    expect(store.get(records.length)).toBeUndefined();
    expect(store.get(-1)).toBeUndefined();
  });

  it('refuses a record larger than a chunk', () => {
    expect(() => {
      new RecordStore(16).push('"' + 'x'.repeat(20) + '"');
    }).toThrow(/too large/);
  });
});
