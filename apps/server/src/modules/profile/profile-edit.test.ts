import { describe, expect, it } from 'vitest';
import { AppError } from '../../shared/app-error';
import { applyListEdit } from './profile-edit';

const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

describe('applyListEdit', () => {
  const list = ['a', 'b', 'c'];

  it('moves an entry to the position named, either way', () => {
    expect(
      applyListEdit(list, { operation: 'reorder', opData: { index: 0, value: 2 } }, 9),
    ).toEqual(['b', 'c', 'a']);
    expect(
      applyListEdit(list, { operation: 'reorder', opData: { index: 2, value: 0 } }, 9),
    ).toEqual(['c', 'a', 'b']);
    expect(list).toEqual(['a', 'b', 'c']);
  });

  it('adds once, edits in place and deletes by index', () => {
    expect(applyListEdit(list, { operation: 'add', opData: { value: 'B' } }, 9, same)).toEqual(
      list,
    );
    expect(applyListEdit(list, { operation: 'add', opData: { value: 'd' } }, 9, same)).toEqual([
      'a',
      'b',
      'c',
      'd',
    ]);
    expect(
      applyListEdit(list, { operation: 'edit', opData: { index: 1, value: 'B' } }, 9, same),
    ).toEqual(['a', 'B', 'c']);
    expect(applyListEdit(list, { operation: 'delete', opData: { index: 1 } }, 9)).toEqual([
      'a',
      'c',
    ]);
  });

  it('refuses an index past the end, a full list and a duplicate with a 422', () => {
    const refused = (run: () => unknown) => {
      try {
        run();
      } catch (error) {
        return error instanceof AppError ? [error.code, error.message] : error;
      }
      return 'not refused';
    };
    expect(
      refused(() => applyListEdit(list, { operation: 'delete', opData: { index: 3 } }, 9)),
    ).toEqual(['validation_failed', 'There is no entry 3 in this section.']);
    expect(
      refused(() => applyListEdit(list, { operation: 'add', opData: { value: 'd' } }, 3)),
    ).toEqual(['validation_failed', 'This section keeps at most 3 entries.']);
    expect(
      refused(() =>
        applyListEdit(list, { operation: 'edit', opData: { index: 0, value: 'C' } }, 9, same),
      ),
    ).toEqual(['validation_failed', 'This section already lists that.']);
  });
});
