import { failWith } from './rule-message';
import type { Translate } from './translate';
import type { Rule } from './types';
import { limitOf } from './values';

/**
 * Dynamic list: minLength and maxLength count its rows, with the rule's message or
 * "Add at least / no more than N items." An absent list has no rows.
 */
export function listCountMessage(
  rules: readonly Rule[],
  rows: number,
  t: Translate,
): string | undefined {
  for (const rule of rules) {
    if (rule.type !== 'minLength' && rule.type !== 'maxLength') continue;
    const limit = limitOf(rule.value);
    if (rule.type === 'minLength' && rows < limit)
      return failWith(rule, t, 'listMin', { count: limit });
    if (rule.type === 'maxLength' && rows > limit)
      return failWith(rule, t, 'listMax', { count: limit });
  }
  return undefined;
}
