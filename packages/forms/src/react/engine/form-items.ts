import type { FormDefinition, FormValues, QuestionItem } from '../../core/types';
import { isItemVisible } from '../../core/visibility';

/** Every question of a definition, section by section, in the order they are shown. */
export function formItems(definition: FormDefinition): QuestionItem[] {
  const sections = Array.isArray(definition.sections) ? definition.sections : [];
  return sections.flatMap((section) => (Array.isArray(section.items) ? section.items : []));
}

/** YYYY-MM-DD of the user's day (not UTC: a date picker counts in local days). */
export function localToday(now = new Date()): string {
  const month = String(now.getMonth() + 1).padStart(2, '0');
  const day = String(now.getDate()).padStart(2, '0');
  return `${now.getFullYear()}-${month}-${day}`;
}

/**
 * The values a form starts with: the page's, else each question's default, else today for a date
 * with the `today` option. They are RHF's defaults, so they never make the form dirty.
 */
export function initialValuesOf(
  items: readonly QuestionItem[],
  given: FormValues,
  today: string,
): FormValues {
  const values: FormValues = {};
  for (const item of items) {
    if (Object.hasOwn(given, item.name) && given[item.name] !== undefined) {
      values[item.name] = given[item.name];
    } else if (item.defaultValue !== undefined) {
      values[item.name] = item.defaultValue;
    } else if (item.type === 'date' && item.dateOptions?.today) {
      values[item.name] = today;
    }
  }
  return values;
}

export function isEmptyValue(value: unknown): boolean {
  if (value === undefined || value === null || value === '' || value === false) return true;
  if (Array.isArray(value)) return value.length === 0;
  if (typeof value === 'object') {
    const range = value as { startDate?: unknown; endDate?: unknown };
    if ('startDate' in range || 'endDate' in range) return !range.startDate && !range.endDate;
  }
  return false;
}

/** The value at a dotted path (`list.0.field`), own properties only. */
export function valueAt(values: FormValues, path: string): unknown {
  let current: unknown = values;
  for (const key of path.split('.')) {
    if (current === null || typeof current !== 'object' || !Object.hasOwn(current, key)) {
      return undefined;
    }
    current = (current as Record<string, unknown>)[key];
  }
  return current;
}

/**
 * What a form submits: the values of the questions shown (a hidden question is not submitted), a
 * dynamic list's rows keeping only their shown questions.
 */
export function submittedValues(
  items: readonly QuestionItem[],
  values: FormValues,
  isVisible: (item: QuestionItem) => boolean,
): FormValues {
  const submitted: FormValues = {};
  for (const item of items) {
    if (item.hidden || !isVisible(item) || !Object.hasOwn(values, item.name)) continue;
    const value = values[item.name];
    const rowItems = item.dynamicListOptions?.items;
    submitted[item.name] =
      item.type === 'dynamicList' && Array.isArray(value) && rowItems
        ? value.map((row: unknown) =>
            submittedValues(rowItems, (row ?? {}) as FormValues, (rowItem) =>
              isItemVisible(rowItem, (row ?? {}) as FormValues),
            ),
          )
        : value;
  }
  return submitted;
}
