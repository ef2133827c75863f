import type { Comparable, Condition, FormValues, QuestionItem, VisibleFn } from './types';
import { isEmpty, own } from './values';

function compare(left: unknown, right: number | string): number | undefined {
  if (typeof right === 'number') {
    const number =
      typeof left === 'number'
        ? left
        : typeof left === 'string' && left.trim() !== ''
          ? Number(left)
          : NaN;
    return Number.isFinite(number) ? number - right : undefined;
  }
  // ISO dates and other strings compare as text.
  return typeof left === 'string' ? left.localeCompare(right) : undefined;
}

const same = (left: unknown, right: Comparable) =>
  left === right ||
  (typeof left === 'number' && String(left) === right) ||
  (typeof right === 'number' && left === String(right));

function evaluate(condition: Condition, values: FormValues, depth: number): boolean {
  if (depth > 32) return true;
  switch (condition.op) {
    case 'equals':
      return same(own(values, condition.field), condition.value);
    case 'notEquals':
      return !same(own(values, condition.field), condition.value);
    case 'in': {
      const value = own(values, condition.field);
      const candidates = Array.isArray(condition.values) ? condition.values : [];
      return Array.isArray(value)
        ? value.some((entry) => candidates.some((candidate) => same(entry, candidate)))
        : candidates.some((candidate) => same(value, candidate));
    }
    case 'empty':
      return isEmpty(own(values, condition.field));
    case 'notEmpty':
      return !isEmpty(own(values, condition.field));
    case 'gt':
    case 'gte':
    case 'lt':
    case 'lte': {
      const difference = compare(own(values, condition.field), condition.value);
      if (difference === undefined) return false;
      if (condition.op === 'gt') return difference > 0;
      if (condition.op === 'gte') return difference >= 0;
      if (condition.op === 'lt') return difference < 0;
      return difference <= 0;
    }
    case 'and':
      return (Array.isArray(condition.conditions) ? condition.conditions : []).every((part) =>
        evaluate(part, values, depth + 1),
      );
    case 'or':
      return (Array.isArray(condition.conditions) ? condition.conditions : []).some((part) =>
        evaluate(part, values, depth + 1),
      );
    case 'not':
      return !evaluate(condition.condition, values, depth + 1);
    default:
      // An unknown operator from a stored form hides nothing.
      return true;
  }
}

/** The JSON visibility language (types.ts `Condition`) as a `visibleFn`. */
export function compileCondition(condition: Condition): VisibleFn {
  return (values) => {
    try {
      return evaluate(condition, values, 0);
    } catch {
      return true;
    }
  };
}

const compiled = new WeakMap<QuestionItem, VisibleFn | null>();

/** A question's visibility function: its own `visibleFn`, else its compiled `visibleWhen`. */
export function visibilityOf(item: QuestionItem): VisibleFn | undefined {
  let fn = compiled.get(item);
  if (fn === undefined) {
    fn =
      typeof item.visibleFn === 'function'
        ? item.visibleFn
        : item.visibleWhen && typeof item.visibleWhen === 'object'
          ? compileCondition(item.visibleWhen)
          : null;
    compiled.set(item, fn);
  }
  return fn ?? undefined;
}

/**
 * Spec 3 §4: hidden when `hidden` is set or when the function says so for the current values of
 * the dependencies. A function that throws leaves the question visible (and so validated).
 */
export function isItemVisible(item: QuestionItem, values: FormValues): boolean {
  if (item.hidden === true) return false;
  const fn = visibilityOf(item);
  if (!fn) return true;
  const dependencies = Array.isArray(item.dependencies) ? item.dependencies : [];
  const picked: FormValues = {};
  for (const name of dependencies) {
    if (typeof name === 'string') picked[name] = own(values, name);
  }
  try {
    return fn(item.visibleWhen ? values : picked);
  } catch {
    return true;
  }
}
