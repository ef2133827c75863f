import { isPhoneValueBlank } from './phone';
import type { Translate } from './translate';
import type { QuestionItem } from './types';
import { isEmpty } from './values';

// Required: a label longer than this reads badly in "{label} is required".
export const REQUIRED_LABEL_LIMIT = 30;
const TRAILING_PUNCTUATION = /[\s.:;,?!*]+$/u;

/** The label as "{label} is required" shows it, or undefined for "This field is required". */
export function requiredLabel(label: unknown): string | undefined {
  if (typeof label !== 'string' || label.length > REQUIRED_LABEL_LIMIT) return undefined;
  const text = label.trim().replace(TRAILING_PUNCTUATION, '');
  return text === '' ? undefined : text;
}

/** "{label} is required", or "This field is required" without a usable label. */
export function requiredMessage(label: unknown, t: Translate): string {
  const text = requiredLabel(label);
  return text === undefined ? t('required') : t('requiredLabel', { label: text });
}

const isTicked = (value: unknown) => value === true;

/**
 * Whether a required question is unanswered. A single checkbox must be ticked; a star rating of 0
 * is no rating; skills need one that is not blank; a phone needs a number, not only its calling
 * code; a date range needs an end.
 */
export function isAnswerMissing(item: QuestionItem, value: unknown): boolean {
  switch (item.type) {
    case 'checkboxItem':
      return !isTicked(value);
    case 'checkbox':
      return item.checkboxOptions?.single === true || typeof value === 'boolean'
        ? !isTicked(value)
        : isEmpty(value);
    case 'star_rating':
      return value === 0 || isEmpty(value);
    case 'skillSelector':
      return Array.isArray(value)
        ? !value.some((skill) => typeof skill === 'string' && skill.trim() !== '')
        : isEmpty(value);
    case 'phone':
      return isPhoneValueBlank(value);
    case 'embedded_form':
    case 'esignForm':
      return value === false || isEmpty(value);
    default:
      return isEmpty(value);
  }
}

/** The required message of a question: the phone's own message for a phone. */
export function missingMessage(item: QuestionItem, t: Translate): string {
  return item.type === 'phone' ? t('phone') : requiredMessage(item.label, t);
}
