import { dayNumber, localToday } from './dates';
import { questionMessage, type QuestionContext } from './question-rules';
import { createTranslator, type Translate } from './translate';
import {
  QUESTION_TYPES,
  type FormDefinition,
  type FormErrors,
  type FormValues,
  type QuestionItem,
  type ValidateOptions,
} from './types';
import { isRecord, own } from './values';
import { isItemVisible } from './visibility';

const KNOWN_TYPES = new Set<string>(QUESTION_TYPES);
// Rows of rows of rows…: a stored form nesting lists deeper than this is not validated further.
const MAX_LIST_DEPTH = 8;

function translatorOf(options: ValidateOptions): Translate {
  const { translate } = options;
  if (typeof translate !== 'function') return createTranslator(options.locale);
  return (key, params) => {
    const text = translate(key, params);
    return typeof text === 'string' ? text : key;
  };
}

function contextOf(options: ValidateOptions, values: FormValues): QuestionContext {
  return {
    t: translatorOf(options),
    today:
      typeof options.today === 'string' && dayNumber(options.today) !== undefined
        ? options.today
        : localToday(),
    locale: typeof options.locale === 'string' && options.locale !== '' ? options.locale : 'en',
    values,
  };
}

const isQuestion = (item: unknown): item is QuestionItem =>
  isRecord(item) && typeof item.name === 'string' && item.name !== '';

/** An unknown question type is logged, and the rest goes on. */
function reportUnknownType(item: QuestionItem, options: ValidateOptions): void {
  if (typeof options.onUnknownType === 'function') {
    options.onUnknownType({ name: item.name, type: item.type });
    return;
  }
  const type: unknown = item.type;
  console.error(`Unknown question type "${String(type)}" for the question "${item.name}".`);
}

function safeMessage(item: QuestionItem, value: unknown, context: QuestionContext) {
  try {
    return questionMessage(item, value, context);
  } catch {
    // Nothing here is known to throw; if it ever does, the answer is refused, not let through.
    return context.t('invalid');
  }
}

/**
 * The first failing message of one question for its value, or undefined. Whether the question is
 * shown (hidden, visibleFn, visibleWhen) is the caller's business. Never throws.
 */
export function validateQuestion(
  item: QuestionItem,
  value: unknown,
  values: FormValues,
  options: ValidateOptions = {},
): string | undefined {
  if (!isQuestion(item)) return undefined;
  if (!KNOWN_TYPES.has(item.type)) {
    reportUnknownType(item, options);
    return undefined;
  }
  return safeMessage(item, value, contextOf(options, isRecord(values) ? values : {}));
}

type Walk = { context: QuestionContext; options: ValidateOptions; errors: FormErrors };

function validateItems(items: unknown, values: FormValues, prefix: string, walk: Walk, depth = 0) {
  if (!Array.isArray(items)) return;
  const context = { ...walk.context, values };
  for (const item of items) {
    if (!isQuestion(item)) continue;
    if (!KNOWN_TYPES.has(item.type)) {
      reportUnknownType(item, walk.options);
      continue;
    }
    if (item.disabled === true || !isItemVisible(item, values)) continue;
    const name = prefix + item.name;
    const value = own(values, item.name);
    const message = safeMessage(item, value, context);
    if (message !== undefined && !(name in walk.errors)) walk.errors[name] = message;
    if (item.type === 'dynamicList' && Array.isArray(value) && depth < MAX_LIST_DEPTH) {
      const rowItems = item.dynamicListOptions?.items;
      value.forEach((row: unknown, index) => {
        validateItems(rowItems, isRecord(row) ? row : {}, `${name}.${index}.`, walk, depth + 1);
      });
    }
  }
}

/**
 * The rules over a whole submission: field name → message for each shown, enabled question that
 * fails; a dynamic list's rows as `list.<index>.<field>`, each row's questions seeing that row's
 * values. Values may be any JSON and the definition may be malformed: it never throws.
 */
export function validateForm(
  form: FormDefinition,
  values: unknown,
  options: ValidateOptions = {},
): FormErrors {
  const submitted = isRecord(values) ? values : {};
  // Built without a prototype, so a question named `__proto__` is just a key.
  const errors = Object.create(null) as FormErrors;
  const walk: Walk = { context: contextOf(options, submitted), options, errors };
  const sections: unknown = isRecord(form) ? form.sections : undefined;
  if (Array.isArray(sections)) {
    for (const section of sections) {
      if (isRecord(section)) validateItems(section.items, submitted, '', walk);
    }
  }
  return { ...errors };
}
