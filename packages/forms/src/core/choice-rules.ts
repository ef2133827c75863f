import type { ChoiceOptions, QuestionItem, SelectOptions } from './types';
import { isRecord } from './values';

// A choice answer must be something a choice could hold; when the question lists its choices
// itself (no endpoint or host call loading them) it must be one of them, since the form only
// offers those (a value not among the options is reset).
type Scalar = string | number | boolean;
const isScalar = (value: unknown): value is Scalar =>
  typeof value === 'string' || typeof value === 'boolean' || Number.isFinite(value);

const offered = new WeakMap<object, Set<string> | null>();

function offeredValues(item: QuestionItem): Set<string> | null {
  let values = offered.get(item);
  if (values === undefined) {
    const options: (SelectOptions & ChoiceOptions) | undefined =
      item.type === 'radio'
        ? item.radioOptions
        : item.type === 'checkbox'
          ? item.checkboxOptions
          : item.selectOptions;
    const loaded = isRecord(options) && (options.apiEndpoint || options.apiCall);
    const choices: unknown[] =
      isRecord(options) && Array.isArray(options.choices) ? options.choices : [];
    values =
      loaded || choices.length === 0
        ? null
        : new Set(choices.filter(isRecord).map((choice) => String(choice.value as Scalar)));
    offered.set(item, values);
  }
  return values;
}

/** Whether a non-empty answer to a radio, select or checkbox group has a possible shape. */
export function isChoiceAnswer(item: QuestionItem, value: unknown): boolean {
  const values = offeredValues(item);
  const isOffered = (entry: unknown) =>
    isScalar(entry) && (values === null || values.has(String(entry)));
  const isList = item.type === 'checkbox' || item.selectOptions?.multiple === true;
  if (Array.isArray(value)) return isList && value.every(isOffered);
  return isOffered(value);
}
