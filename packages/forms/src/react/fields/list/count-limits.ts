import type { QuestionItem } from '../../../core/types';

export type CountLimits = { min: number; max: number | undefined };

/**
 * The minLength and maxLength rules of a question whose value is a list (a dynamic list's rows,
 * uploaded files): how many entries it takes.
 */
export function countLimits(item: QuestionItem): CountLimits {
  let min = 0;
  let max: number | undefined;
  for (const rule of item.rules ?? []) {
    if (rule.type === 'minLength' && Number.isFinite(rule.value)) min = Math.max(0, rule.value);
    if (rule.type === 'maxLength' && Number.isFinite(rule.value)) max = rule.value;
  }
  return { min, max };
}
