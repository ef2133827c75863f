import { isChoiceAnswer } from './choice-rules';
import { dateRangeMessage } from './date-range';
import { dateQuestionMessage, type DateContext } from './date-rules';
import { fileMessage } from './file-rules';
import { listCountMessage } from './list-rules';
import { isPhoneValueBlank, isPhoneValueValid } from './phone';
import { isAnswerMissing, missingMessage } from './required';
import { ownMessage } from './rule-message';
import { SIN_PATTERN, SSN_PATTERN } from './ssn-sin';
import { decimalOf, isTextAnswerTooLong, textRuleMessage, tooLongMessage } from './text-rules';
import type { QuestionItem, Rule } from './types';
import { isEmpty, isRecord, textOf } from './values';

export type QuestionContext = DateContext;

/** Types that show something but hold no answer. */
const DISPLAY_ONLY_TYPES = new Set<string>(['info', 'instruction']);

const EMAIL_RULE: Rule = { type: 'email' };
const checkedRules = new WeakMap<object, Rule[]>();

/** A question's rules that can be read (a stored form may hold anything). */
function rulesOf(item: QuestionItem): Rule[] {
  let rules = checkedRules.get(item);
  if (!rules) {
    rules = Array.isArray(item.rules)
      ? item.rules.filter((rule) => isRecord(rule) && typeof rule.type === 'string')
      : [];
    // An e-mail question checks the address without being told to.
    if (item.type === 'email' && !rules.some((rule) => rule.type === 'email')) {
      rules = [EMAIL_RULE, ...rules];
    }
    checkedRules.set(item, rules);
  }
  return rules;
}

function textMessage(item: QuestionItem, value: unknown, context: QuestionContext) {
  const { t } = context;
  if (isEmpty(value)) return undefined;
  const text = textOf(value);
  if (text === undefined) return t('invalid');
  const rules = rulesOf(item);
  // Before any pattern reads it: a pasted 10 MB answer is refused at once.
  if (isTextAnswerTooLong(text)) return tooLongMessage(rules, t);
  // ssn and sin questions check their format even without a rule.
  if (item.type === 'ssn' || item.type === 'sin') {
    const pattern = item.type === 'ssn' ? SSN_PATTERN : SIN_PATTERN;
    if (!pattern.test(text)) {
      const rule = rules.find((candidate) => candidate.type === item.type);
      return (rule && ownMessage(rule)) ?? t(item.type);
    }
  }
  if (item.type === 'number' && decimalOf(text) === undefined) return t('invalid');
  return textRuleMessage(rules, text, t);
}

const isBlank = (value: unknown) => value === undefined || value === null || value === '';

/** What is wrong with an answer of the shape its type expects, past "required". */
function answerMessage(item: QuestionItem, value: unknown, context: QuestionContext) {
  const { t } = context;
  switch (item.type) {
    case 'checkboxItem':
      return isBlank(value) || typeof value === 'boolean' ? undefined : t('invalid');
    case 'checkbox':
      if (isBlank(value) || typeof value === 'boolean') return undefined;
      return isChoiceAnswer(item, value) ? undefined : t('invalid');
    case 'radio':
    case 'dropdown':
    case 'select':
      return isEmpty(value) || isChoiceAnswer(item, value) ? undefined : t('invalid');
    case 'star_rating':
      if (isBlank(value) || value === 0) return undefined;
      return Number.isInteger(value) && (value as number) >= 1 && (value as number) <= 5
        ? undefined
        : t('invalid');
    case 'skillSelector':
      if (isBlank(value)) return undefined;
      return Array.isArray(value) && value.every((skill) => typeof skill === 'string')
        ? undefined
        : t('invalid');
    case 'phone':
      return isPhoneValueBlank(value) || isPhoneValueValid(value) !== false
        ? undefined
        : t('phone');
    case 'date':
      return dateQuestionMessage(item, value, rulesOf(item), context);
    case 'dateRange':
      return dateRangeMessage(item, value, context);
    case 'file_upload':
    case 'fileUpload':
      return fileMessage(
        isBlank(value) ? [] : value,
        rulesOf(item),
        item.fileUploadOptions?.allowedTypes,
        t,
        context.locale,
      );
    case 'dynamicList':
      if (!isBlank(value) && !Array.isArray(value)) return t('invalid');
      return listCountMessage(rulesOf(item), Array.isArray(value) ? value.length : 0, t);
    case 'embedded_form':
    case 'esignForm':
      return undefined;
    default:
      return textMessage(item, value, context);
  }
}

/**
 * The rules for one question of a known type: required first, then the checks of its type and
 * its rules; the first failing message. Visibility is the caller's business.
 */
export function questionMessage(
  item: QuestionItem,
  value: unknown,
  context: QuestionContext,
): string | undefined {
  if (DISPLAY_ONLY_TYPES.has(item.type)) return undefined;
  if (item.required === true && isAnswerMissing(item, value))
    return missingMessage(item, context.t);
  return answerMessage(item, value, context);
}
