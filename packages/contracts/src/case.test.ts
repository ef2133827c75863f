import { describe, expect, it } from 'vitest';
import { MAX_KEY_CONVERSION_DEPTH, keysToCamel, keysToSnake, toCamelKey, toSnakeKey } from './case';

describe('key case', () => {
  it('converts single keys both ways', () => {
    expect(toSnakeKey('tosAttested')).toBe('tos_attested');
    expect(toSnakeKey('signedOfferLetterPdfFile')).toBe('signed_offer_letter_pdf_file');
    expect(toCamelKey('position_ids')).toBe('positionIds');
    expect(toCamelKey('already')).toBe('already');
  });

  it('converts nested objects and arrays, leaving values alone', () => {
    const wire = { draft_applications: [{ position_id: 3, position: { archived_at: -1 } }] };
    const code = keysToCamel(wire);
    expect(code).toEqual({ draftApplications: [{ positionId: 3, position: { archivedAt: -1 } }] });
    expect(keysToSnake(code)).toEqual(wire);
  });

  it('leaves dates, nulls and primitives untouched', () => {
    const date = new Date(0);
    expect(keysToSnake({ sentAt: date, n: null, s: 'camelCase' })).toEqual({
      sent_at: date,
      n: null,
      s: 'camelCase',
    });
  });

  it('refuses hostile nesting with an error instead of overflowing the stack', () => {
    let deep: unknown = 1;
    for (let level = 0; level < 5000; level += 1) deep = { a_b: deep };
    expect(() => keysToCamel(deep)).toThrow(RangeError);
    let fine: unknown = 1;
    for (let level = 0; level < MAX_KEY_CONVERSION_DEPTH; level += 1) fine = [fine];
    expect(() => keysToSnake(fine)).not.toThrow();
  });
});
