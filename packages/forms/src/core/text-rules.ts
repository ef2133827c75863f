import { EMAIL_EXAMPLE, isEmailLenient } from './email';
import { matchesRegex } from './regex-rule';
import { failWith } from './rule-message';
import { SIN_PATTERN, SSN_PATTERN, formatSin, formatSsn } from './ssn-sin';
import type { Translate } from './translate';
import type { Rule, TextFormatterName } from './types';
import { limitOf } from './values';

// The phone rule's message names digits, dashes and parentheses; the spaces of "(202) 555-0123"
// and a leading + of an international number are allowed too.
const PHONE_TEXT = /^\+?[\d\s()-]+$/;
const DECIMAL = /^\s*[+-]?(?:\d+\.?\d*|\.\d+)(?:e[+-]?\d+)?\s*$/i;
const SURROGATE_PAIR = /[\uD800-\uDBFF][\uDC00-\uDFFF]/g;

/** Characters as a reader counts them: an emoji is one, not two UTF-16 units. */
export function characterCount(text: string): number {
  const pairs = text.match(SURROGATE_PAIR);
  return text.length - (pairs ? pairs.length : 0);
}

/**
 * The longest typed answer any question takes, whatever its own rules say: a cover letter fits,
 * and a pasted 10 MB is refused at once (before a regex reads it), in the browser and on the
 * server alike, and left out of a draft. See docs/product/forms-toolkit.md, "Rules".
 */
export const TEXT_ANSWER_MAX_LENGTH = 10_000;

export const isTextAnswerTooLong = (value: unknown): value is string =>
  typeof value === 'string' &&
  value.length > TEXT_ANSWER_MAX_LENGTH &&
  characterCount(value) > TEXT_ANSWER_MAX_LENGTH;

/**
 * An answer past TEXT_ANSWER_MAX_LENGTH fails with the question's own maxLength rule when it has
 * one within the ceiling (its limit and words), else with the rule's words at the ceiling.
 */
export function tooLongMessage(rules: readonly Rule[], t: Translate): string {
  for (const rule of rules) {
    if (rule.type !== 'maxLength') continue;
    const limit = limitOf(rule.value);
    if (limit <= TEXT_ANSWER_MAX_LENGTH) return failWith(rule, t, 'maxLength', { count: limit });
  }
  return t('maxLength', { count: TEXT_ANSWER_MAX_LENGTH });
}

/** A typed number ("18", "-2.5", "1e3"); undefined for anything else, blank included. */
export function decimalOf(text: string): number | undefined {
  if (!DECIMAL.test(text)) return undefined;
  const number = Number(text);
  return Number.isFinite(number) ? number : undefined;
}

export const isPhoneText = (text: string): boolean => PHONE_TEXT.test(text) && /\d/.test(text);

// `textOptions.formatValue` by name: the only kind a stored (JSON) definition can carry.
const TEXT_FORMATTERS: Record<TextFormatterName, (value: string) => string> = {
  ssn: formatSsn,
  sin: formatSin,
  uppercase: (value) => value.toUpperCase(),
};

export const TEXT_FORMATTER_NAMES = Object.keys(TEXT_FORMATTERS) as TextFormatterName[];

export const isTextFormatterName = (value: unknown): value is TextFormatterName =>
  typeof value === 'string' && Object.hasOwn(TEXT_FORMATTERS, value);

/**
 * The formatter `formatValue` asks for: a named one, or a function from a form built in code. A
 * function that throws or answers something other than text leaves the typed text as it is;
 * anything else (an unknown name) formats nothing.
 */
export function textFormatterOf(formatValue: unknown): ((value: string) => string) | undefined {
  if (isTextFormatterName(formatValue)) return TEXT_FORMATTERS[formatValue];
  if (typeof formatValue !== 'function') return undefined;
  const format = formatValue as (value: string) => unknown;
  return (value) => {
    try {
      const formatted = format(value);
      return typeof formatted === 'string' ? formatted : value;
    } catch {
      return value;
    }
  };
}

/**
 * Text rules, in order: the first that fails answers, with its own message if it has
 * one. minValue / maxValue fail on text that is not a number. Rules of other kinds (files,
 * dates) are not text rules and are skipped.
 */
export function textRuleMessage(
  rules: readonly Rule[],
  text: string,
  t: Translate,
): string | undefined {
  for (const rule of rules) {
    switch (rule.type) {
      case 'email':
        if (!isEmailLenient(text)) return failWith(rule, t, 'email', { email: EMAIL_EXAMPLE });
        break;
      case 'phone':
        if (!isPhoneText(text)) return failWith(rule, t, 'phoneRule');
        break;
      case 'regex':
        if (!matchesRegex(rule.value, text)) return failWith(rule, t, 'regex');
        break;
      case 'minLength': {
        const limit = limitOf(rule.value);
        if (characterCount(text) < limit) return failWith(rule, t, 'minLength', { count: limit });
        break;
      }
      case 'maxLength': {
        const limit = limitOf(rule.value);
        if (characterCount(text) > limit) return failWith(rule, t, 'maxLength', { count: limit });
        break;
      }
      case 'minValue': {
        const limit = limitOf(rule.value);
        const number = decimalOf(text);
        if (!Number.isNaN(limit) && (number === undefined || number < limit))
          return failWith(rule, t, 'minValue', { count: limit });
        break;
      }
      case 'maxValue': {
        const limit = limitOf(rule.value);
        const number = decimalOf(text);
        if (!Number.isNaN(limit) && (number === undefined || number > limit))
          return failWith(rule, t, 'maxValue', { count: limit });
        break;
      }
      case 'ssn':
        if (!SSN_PATTERN.test(text)) return failWith(rule, t, 'ssn');
        break;
      case 'sin':
        if (!SIN_PATTERN.test(text)) return failWith(rule, t, 'sin');
        break;
      default:
        break;
    }
  }
  return undefined;
}
