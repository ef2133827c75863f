import { DATE_RULE_TYPES, dateRuleMessage } from './date-rules';
import { dayNumber, localToday } from './dates';
import { fileMessage } from './file-rules';
import { isPhoneValueValid } from './phone';
import { SIN_PATTERN, SSN_PATTERN } from './ssn-sin';
import { textRuleMessage } from './text-rules';
import { createTranslator, type Translate } from './translate';
import {
  QUESTION_TYPES,
  type FormDefinition,
  type FormErrors,
  type FormValues,
  type QuestionItem,
  type Rule,
  type ValidateOptions,
} from './types';
import { isEmpty, numeric, own } from './values';
import { isItemVisible } from './visibility';

const KNOWN_TYPES = new Set<string>(QUESTION_TYPES);
const NO_VALUE_TYPES = new Set<string>(['info', 'instruction']);
const TEXT_TYPES = new Set<string>([
  'text',
  'textarea',
  'email',
  'number',
  'ssn',
  'sin',
  'country',
  'state',
]);
const LABEL_LIMIT = 30;

const translators = new Map<string, Translate>();
function translatorFor(options: ValidateOptions): Translate {
  if (options.translate) return options.translate;
  const locale = options.locale ?? 'en';
  let translate = translators.get(locale);
  if (!translate) translators.set(locale, (translate = createTranslator(locale)));
  return translate;
}

type Context = { t: Translate; today: string; locale: string; values: FormValues };

/**
 * Spec 3 §5: "{label} is required" with trailing punctuation removed, or "This field is
 * required" without a label or with one longer than 30 characters.
 */
export function requiredMessage(label: unknown, t: Translate): string {
  const text = typeof label === 'string' ? label.trim().replace(/[\s.:;,!?*]+$/u, '') : '';
  return text && text.length <= LABEL_LIMIT ? t('requiredLabel', { label: text }) : t('required');
}

function rulesOf(item: QuestionItem): Rule[] {
  // Stored JSON: a rule may be anything.
  const rules: unknown = item.rules;
  return Array.isArray(rules)
    ? rules.filter((rule): rule is Rule => !!rule && typeof rule === 'object')
    : [];
}

function isMissing(item: QuestionItem, value: unknown): boolean {
  switch (item.type) {
    case 'checkboxItem':
      return value !== true;
    case 'checkbox':
      return item.checkboxOptions?.single || typeof value === 'boolean'
        ? value !== true
        : isEmpty(value);
    case 'star_rating':
      return !(typeof value === 'number' && value >= 1 && value <= 5);
    default:
      return isEmpty(value);
  }
}

function textOf(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return undefined;
}

function dateRangeMessage(
  item: QuestionItem,
  value: unknown,
  context: Context,
): string | undefined {
  const { t } = context;
  if (!value || typeof value !== 'object' || Array.isArray(value)) return t('dateInvalid');
  const start = own(value, 'startDate');
  const end = own(value, 'endDate');
  const current = own(value, 'isCurrent') === true;
  const hasStart = !isEmpty(start);
  const hasEnd = !isEmpty(end) || current;
  if (hasStart !== hasEnd) return t('dateRangeBoth');
  if (hasStart && dayNumber(start) === undefined) return t('dateInvalid');
  if (!isEmpty(end) && dayNumber(end) === undefined) return t('dateInvalid');
  const startDay = dayNumber(start);
  const today = dayNumber(context.today);
  if (
    item.dateRangeOptions?.disallowFutureStartDate &&
    startDay !== undefined &&
    today !== undefined
  ) {
    // A month picker's YYYY-MM counts as its first day: this month is never in the future.
    if (startDay > today) return t('dateRangeFutureStart');
  }
  return undefined;
}

function questionMessage(item: QuestionItem, value: unknown, context: Context): string | undefined {
  const { t } = context;
  const rules = rulesOf(item);
  if (NO_VALUE_TYPES.has(item.type)) return undefined;
  if (item.required === true && isMissing(item, value)) {
    return item.type === 'phone' ? t('phone') : requiredMessage(item.label, t);
  }
  if (item.type === 'dynamicList') {
    const rows = Array.isArray(value) ? value.length : 0;
    for (const rule of rules) {
      if (rule.type === 'minLength' && rows < numeric(rule.value))
        return rule.message ?? t('listMin', { count: numeric(rule.value) });
      if (rule.type === 'maxLength' && rows > numeric(rule.value))
        return rule.message ?? t('listMax', { count: numeric(rule.value) });
    }
    return value === undefined || value === null || Array.isArray(value) ? undefined : t('regex');
  }
  if (isEmpty(value) || (item.type === 'checkboxItem' && value === false)) return undefined;
  switch (item.type) {
    case 'phone':
      return isPhoneValueValid(value) === false ? t('phone') : undefined;
    case 'date': {
      if (dayNumber(value) === undefined) return t('dateInvalid');
      for (const rule of rules) {
        if (!DATE_RULE_TYPES.has(rule.type)) continue;
        const message = dateRuleMessage(
          rule as Parameters<typeof dateRuleMessage>[0],
          value,
          context,
        );
        if (message) return message;
      }
      return undefined;
    }
    case 'dateRange':
      return dateRangeMessage(item, value, context);
    case 'file_upload':
    case 'fileUpload':
      return fileMessage(value, rules, item.fileUploadOptions?.allowedTypes, t, context.locale);
    case 'skillSelector':
      return Array.isArray(value) && value.every((skill) => typeof skill === 'string')
        ? undefined
        : t('regex');
    case 'star_rating':
      return typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= 5
        ? undefined
        : t('regex');
    case 'checkbox':
    case 'checkboxItem':
      return typeof value === 'boolean' || Array.isArray(value) ? undefined : t('regex');
    case 'radio':
    case 'dropdown':
    case 'select':
    case 'embedded_form':
    case 'esignForm':
      return undefined;
    default:
      break;
  }
  if (!TEXT_TYPES.has(item.type)) return undefined;
  const text = textOf(value);
  if (text === undefined) return t('regex');
  if (item.type === 'ssn' && !SSN_PATTERN.test(text))
    return rules.find((rule) => rule.type === 'ssn')?.message ?? t('ssn');
  if (item.type === 'sin' && !SIN_PATTERN.test(text))
    return rules.find((rule) => rule.type === 'sin')?.message ?? t('sin');
  const implicit: Rule[] =
    item.type === 'email' && !rules.some((rule) => rule.type === 'email')
      ? [{ type: 'email' }]
      : [];
  return textRuleMessage([...implicit, ...rules], text, t);
}

/** The first failing message of one question for its value, or undefined. Never throws. */
export function validateQuestion(
  item: QuestionItem,
  value: unknown,
  values: FormValues,
  options: ValidateOptions = {},
): string | undefined {
  const context: Context = {
    t: translatorFor(options),
    today: options.today ?? localToday(),
    locale: options.locale ?? 'en',
    values: isRecord(values) ? values : {},
  };
  try {
    return questionMessage(item, value, context);
  } catch {
    return context.t('regex');
  }
}

function reportUnknown(item: unknown, options: ValidateOptions): void {
  const entry = (item && typeof item === 'object' ? item : {}) as {
    name?: unknown;
    type?: unknown;
  };
  if (options.onUnknownType) options.onUnknownType(entry);
  else console.error(`Unknown question type "${String(entry.type)}" for "${String(entry.name)}".`);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return !!value && typeof value === 'object';
}

function isQuestion(item: unknown): item is QuestionItem {
  return (
    !!item && typeof item === 'object' && typeof (item as { name?: unknown }).name === 'string'
  );
}

/**
 * Spec 3 §5 over a whole submission: field name → message for each visible question that fails
 * (a dynamic list's rows as `list.0.field`). Values may be any JSON; it never throws.
 */
export function validateForm(
  form: FormDefinition,
  values: unknown,
  options: ValidateOptions = {},
): FormErrors {
  const errors: FormErrors = Object.create(null) as FormErrors;
  const submitted: FormValues =
    values && typeof values === 'object' && !Array.isArray(values) ? (values as FormValues) : {};
  const validateOptions = { ...options, today: options.today ?? localToday() };
  // Stored JSON: the definition may be malformed too.
  const sections: unknown = isRecord(form) ? form.sections : undefined;
  for (const section of Array.isArray(sections) ? sections : []) {
    const sectionItems: unknown = isRecord(section) ? section.items : undefined;
    const items: unknown[] = Array.isArray(sectionItems) ? sectionItems : [];
    for (const item of items) {
      if (!isQuestion(item)) continue;
      if (!KNOWN_TYPES.has(item.type)) {
        reportUnknown(item, options);
        continue;
      }
      if (item.disabled === true || !isItemVisible(item, submitted)) continue;
      const value = own(submitted, item.name);
      const message = validateQuestion(item, value, submitted, validateOptions);
      if (message) errors[item.name] = message;
      if (item.type === 'dynamicList' && Array.isArray(value)) {
        const rowItems: unknown[] = Array.isArray(item.dynamicListOptions?.items)
          ? item.dynamicListOptions.items
          : [];
        value.forEach((row: unknown, index) => {
          const rowValues: FormValues =
            row && typeof row === 'object' && !Array.isArray(row) ? (row as FormValues) : {};
          for (const rowItem of rowItems) {
            if (!isQuestion(rowItem) || !KNOWN_TYPES.has(rowItem.type)) continue;
            if (rowItem.disabled === true || !isItemVisible(rowItem, rowValues)) continue;
            const rowMessage = validateQuestion(
              rowItem,
              own(rowValues, rowItem.name),
              rowValues,
              validateOptions,
            );
            if (rowMessage) errors[`${item.name}.${index}.${rowItem.name}`] = rowMessage;
          }
        });
      }
    }
  }
  return { ...errors };
}
