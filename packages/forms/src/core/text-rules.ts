import { EMAIL_EXAMPLE, isEmailLenient } from './email';
import { SIN_PATTERN, SSN_PATTERN } from './ssn-sin';
import type { Translate } from './translate';
import type { Rule } from './types';
import { numeric } from './values';

const PHONE_CHARACTERS = /^[\d\s()+-]+$/;
const patterns = new Map<string, RegExp | null>();

/** "/pattern/flags" or a bare pattern; an invalid one is null (the rule then passes). */
export function compileRegex(source: string): RegExp | null {
  let regex = patterns.get(source);
  if (regex === undefined) {
    const literal = /^\/(.*)\/([dgimsuvy]*)$/s.exec(source);
    try {
      regex = literal
        ? new RegExp(literal[1] ?? '', (literal[2] ?? '').replace(/[gy]/g, ''))
        : new RegExp(source);
    } catch {
      regex = null;
    }
    if (patterns.size > 1000) patterns.clear();
    patterns.set(source, regex);
  }
  return regex;
}

function numberOf(text: string): number | undefined {
  if (text.trim() === '') return undefined;
  const number = Number(text);
  return Number.isFinite(number) ? number : undefined;
}

/** Spec 3 §5 text rules, in order: the first that fails answers, with its own message if any. */
export function textRuleMessage(
  rules: readonly Rule[],
  text: string,
  t: Translate,
): string | undefined {
  for (const rule of rules) {
    const own = rule.message;
    switch (rule.type) {
      case 'email':
        if (!isEmailLenient(text)) return own ?? t('email', { email: EMAIL_EXAMPLE });
        break;
      case 'phone':
        if (!PHONE_CHARACTERS.test(text)) return own ?? t('phoneRule');
        break;
      case 'regex': {
        const regex = typeof rule.value === 'string' ? compileRegex(rule.value) : null;
        if (regex && !regex.test(text)) return own ?? t('regex');
        break;
      }
      case 'minLength':
        if (text.length < numeric(rule.value))
          return own ?? t('minLength', { count: numeric(rule.value) });
        break;
      case 'maxLength':
        if (text.length > numeric(rule.value))
          return own ?? t('maxLength', { count: numeric(rule.value) });
        break;
      case 'minValue': {
        const number = numberOf(text);
        if (number === undefined || number < numeric(rule.value))
          return own ?? t('minValue', { count: numeric(rule.value) });
        break;
      }
      case 'maxValue': {
        const number = numberOf(text);
        if (number === undefined || number > numeric(rule.value))
          return own ?? t('maxValue', { count: numeric(rule.value) });
        break;
      }
      case 'ssn':
        if (!SSN_PATTERN.test(text)) return own ?? t('ssn');
        break;
      case 'sin':
        if (!SIN_PATTERN.test(text)) return own ?? t('sin');
        break;
      default:
        break;
    }
  }
  return undefined;
}
