import type { QuestionItem } from './types';

/** Spec 1 §3 and spec 3 §3: new when newItem is set and the type is not instruction. */
export function isNewQuestion(item: Pick<QuestionItem, 'newItem' | 'type'>): boolean {
  return item.newItem === true && item.type !== 'instruction';
}

/** Spec 2 §9 and spec 3 §9: one name in double curly braces, nothing else, no braces inside. */
export function isVariablePlaceholder(value: unknown): boolean {
  return (
    typeof value === 'string' && /^\{\{[^{}]+\}\}$/.test(value) && value.slice(2, -2).trim() !== ''
  );
}
