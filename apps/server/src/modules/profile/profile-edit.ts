import { AppError } from '../../shared/app-error';

export type ListEdit<T> =
  | { operation: 'add'; opData: { value: T } }
  | { operation: 'edit'; opData: { value: T; index: number } }
  | { operation: 'delete'; opData: { index: number } }
  | { operation: 'reorder'; opData: { index: number; value: number } };

function refuse(field: string, message: string): never {
  throw new AppError('validation_failed', message, { fieldErrors: { [field]: message } });
}

function checkIndex(list: readonly unknown[], index: number, field: string): void {
  if (index >= list.length) refuse(field, `There is no entry ${index} in this section.`);
}

/**
 * One operation on one list section (op_data {value, index}): a new list, or a 422 naming what is
 * wrong — an index past the end, a list at its limit, a value the list already holds (`isSame`,
 * for skills, compared without case).
 */
export function applyListEdit<T>(
  list: readonly T[],
  edit: ListEdit<T>,
  max: number,
  isSame?: (a: T, b: T) => boolean,
): T[] {
  const next = [...list];
  const duplicateOf = (value: T, except?: number) =>
    isSame ? next.findIndex((entry, at) => at !== except && isSame(entry, value)) : -1;
  switch (edit.operation) {
    case 'add': {
      // Adding what is there already changes nothing (a double click, a resume listing it too).
      if (duplicateOf(edit.opData.value) !== -1) return next;
      if (next.length >= max) refuse('opData.value', `This section keeps at most ${max} entries.`);
      next.push(edit.opData.value);
      return next;
    }
    case 'edit': {
      checkIndex(next, edit.opData.index, 'opData.index');
      if (duplicateOf(edit.opData.value, edit.opData.index) !== -1) {
        refuse('opData.value', 'This section already lists that.');
      }
      next[edit.opData.index] = edit.opData.value;
      return next;
    }
    case 'delete': {
      checkIndex(next, edit.opData.index, 'opData.index');
      next.splice(edit.opData.index, 1);
      return next;
    }
    case 'reorder': {
      checkIndex(next, edit.opData.index, 'opData.index');
      checkIndex(next, edit.opData.value, 'opData.value');
      const [moved] = next.splice(edit.opData.index, 1) as [T];
      next.splice(edit.opData.value, 0, moved);
      return next;
    }
  }
}
