// Through the entry, as the server imports it: German and Arabic registered.
import { validateQuestion } from './index';
import type { FormValues, QuestionItem, Rule, UploadedFile, ValidateOptions } from './types';

// Shared by the tests beside the code (not exported from the entry).
export const TODAY = '2026-06-15';
export const OPTIONS: ValidateOptions = { today: TODAY };

/** One question's message, with the question's value among the form's values. */
export function check(
  item: QuestionItem,
  value: unknown,
  values: FormValues = {},
  options: ValidateOptions = OPTIONS,
): string | undefined {
  return validateQuestion(item, value, { ...values, [item.name]: value }, options);
}

export function question(type: QuestionItem['type'], extra: Partial<QuestionItem> = {}) {
  return { name: 'field', label: 'Field', type, ...extra } satisfies QuestionItem;
}

export const withRules = (type: QuestionItem['type'], rules: Rule[], extra = {}) =>
  question(type, { rules, ...extra });

export function uploaded(name: string, size = 1, extra: Partial<UploadedFile> = {}): UploadedFile {
  return {
    uid: name,
    name,
    size,
    type: '',
    lastModified: 0,
    webkitRelativePath: '',
    content: '',
    status: 'done',
    ...extra,
  };
}
