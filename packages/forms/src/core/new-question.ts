import type { QuestionItem } from './types';

/** New when newItem is set and the type is not instruction. */
export function isNewQuestion(item: Pick<QuestionItem, 'newItem' | 'type'>): boolean {
  return item.newItem === true && item.type !== 'instruction';
}

// A variable placeholder: the whole value is one name in double curly braces. Spaces around
// the name are allowed ("{{ first_name }}"); the name itself has no spaces and no braces.
const PLACEHOLDER = /^\{\{\s*[^\s{}]+\s*\}\}$/;

export function isVariablePlaceholder(value: unknown): boolean {
  return typeof value === 'string' && PLACEHOLDER.test(value);
}
