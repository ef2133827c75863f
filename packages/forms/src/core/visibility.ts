import type { Condition, FormValues, QuestionItem, VisibleFn } from './types';
import { isEmpty, isRecord, own } from './values';

// The visibility language (docs/product/forms-toolkit.md). A stored condition (types.ts
// `Condition`) is compiled once into a closure. A condition with anything it cannot make sense of
// (an unknown operator, a field name that is not text, nesting deeper than MAX_DEPTH) hides nothing
// as a whole, and neither does a visibleFn that throws: a question shown by mistake is validated,
// one hidden by mistake would be silently dropped.
const MAX_DEPTH = 32;
const ALWAYS = () => true;

class UnreadableCondition extends Error {}

const sameValue = (left: unknown, right: unknown) =>
  left === right ||
  (typeof left === 'number' && typeof right === 'string' && String(left) === right) ||
  (typeof left === 'string' && typeof right === 'number' && left === String(right));

const numberOf = (value: unknown) =>
  typeof value === 'number'
    ? value
    : typeof value === 'string' && value.trim() !== ''
      ? Number(value)
      : Number.NaN;

/** left − right as a sign: numbers as numbers, strings (ISO dates sort as text) as text. */
function order(left: unknown, right: unknown): number | undefined {
  if (typeof right === 'number') {
    const number = numberOf(left);
    return Number.isFinite(number) ? Math.sign(number - right) : undefined;
  }
  if (typeof right === 'string' && typeof left === 'string') {
    return left < right ? -1 : left > right ? 1 : 0;
  }
  return undefined;
}

type Evaluate = (values: FormValues) => boolean;

function compileNode(node: unknown, depth: number): Evaluate {
  if (!isRecord(node) || depth > MAX_DEPTH) throw new UnreadableCondition();
  const condition = node as Condition;
  const isGroup = condition.op === 'and' || condition.op === 'or' || condition.op === 'not';
  if (!isGroup && typeof node.field !== 'string') throw new UnreadableCondition();
  switch (condition.op) {
    case 'equals': {
      const { field, value } = condition;
      return (values) => sameValue(own(values, field), value);
    }
    case 'notEquals': {
      const { field, value } = condition;
      return (values) => !sameValue(own(values, field), value);
    }
    case 'in': {
      const { field } = condition;
      const candidates: unknown[] = Array.isArray(condition.values) ? condition.values : [];
      const isCandidate = (entry: unknown) => candidates.some((option) => sameValue(entry, option));
      return (values) => {
        const value = own(values, field);
        return Array.isArray(value) ? value.some(isCandidate) : isCandidate(value);
      };
    }
    case 'empty': {
      const { field } = condition;
      return (values) => isEmpty(own(values, field));
    }
    case 'notEmpty': {
      const { field } = condition;
      return (values) => !isEmpty(own(values, field));
    }
    case 'gt':
    case 'gte':
    case 'lt':
    case 'lte': {
      const { field, value, op } = condition;
      const passes = {
        gt: (sign: number) => sign > 0,
        gte: (sign: number) => sign >= 0,
        lt: (sign: number) => sign < 0,
        lte: (sign: number) => sign <= 0,
      }[op];
      return (values) => {
        const sign = order(own(values, field), value);
        return sign !== undefined && passes(sign);
      };
    }
    case 'and':
    case 'or': {
      if (!Array.isArray(condition.conditions)) throw new UnreadableCondition();
      const parts = condition.conditions.map((part: unknown) => compileNode(part, depth + 1));
      return condition.op === 'and'
        ? (values) => parts.every((part) => part(values))
        : (values) => parts.some((part) => part(values));
    }
    case 'not': {
      const part = compileNode(condition.condition, depth + 1);
      return (values) => !part(values);
    }
    default:
      throw new UnreadableCondition();
  }
}

/** The JSON visibility language as a `visibleFn`; it reads only own properties, never throws. */
export function compileCondition(condition: Condition): VisibleFn {
  let evaluate: Evaluate;
  try {
    evaluate = compileNode(condition, 0);
  } catch {
    return ALWAYS;
  }
  return (values) => {
    try {
      return evaluate(values);
    } catch {
      return true;
    }
  };
}

/** The fields a condition reads: its dependencies (the browser re-evaluates when they change). */
export function conditionFields(condition: Condition): string[] {
  const fields = new Set<string>();
  const visit = (node: unknown, depth: number) => {
    if (!isRecord(node) || depth > MAX_DEPTH) return;
    if (typeof node.field === 'string') fields.add(node.field);
    if (Array.isArray(node.conditions)) for (const part of node.conditions) visit(part, depth + 1);
    visit(node.condition, depth + 1);
  };
  visit(condition, 0);
  return [...fields];
}

type Visibility = { fn: VisibleFn; readsDependencies: boolean } | null;
const compiled = new WeakMap<object, Visibility>();

function visibilityEntry(item: QuestionItem): Visibility {
  let entry = compiled.get(item);
  if (entry === undefined) {
    entry =
      typeof item.visibleFn === 'function'
        ? { fn: item.visibleFn, readsDependencies: true }
        : isRecord(item.visibleWhen)
          ? { fn: compileCondition(item.visibleWhen), readsDependencies: false }
          : null;
    compiled.set(item, entry);
  }
  return entry;
}

/** A question's visibility function: its own `visibleFn`, else its compiled `visibleWhen`. */
export function visibilityOf(item: QuestionItem): VisibleFn | undefined {
  return isRecord(item) ? (visibilityEntry(item)?.fn ?? undefined) : undefined;
}

function dependencyValues(item: QuestionItem, values: FormValues): FormValues {
  const names = Array.isArray(item.dependencies) ? item.dependencies : [];
  // fromEntries defines own properties: a dependency named `__proto__` stays a plain key.
  return Object.fromEntries(
    names.filter((name) => typeof name === 'string').map((name) => [name, own(values, name)]),
  );
}

/**
 * Hidden when `hidden` is set, or when its visibleFn answers false for the current values of its
 * dependencies (a `visibleWhen` condition reads the fields it names). A function that throws leaves
 * the question visible.
 */
export function isItemVisible(item: QuestionItem, values: FormValues): boolean {
  if (!isRecord(item)) return true;
  if (item.hidden === true) return false;
  const entry = visibilityEntry(item);
  if (!entry) return true;
  try {
    const input = entry.readsDependencies ? dependencyValues(item, values) : values;
    // Only false hides; a function from code may answer anything.
    const visible: unknown = entry.fn(input);
    return visible !== false;
  } catch {
    return true;
  }
}

// A chain of conditions settles in as many passes as it is long; forms are far shorter.
const MAX_VISIBILITY_PASSES = 50;

/**
 * The values of the questions shown: a hidden question's value counts as absent for the questions
 * that depend on it, so visibility is settled with hidden values taken out, until nothing moves.
 * What the server stores and what a form opens with (docs/product/forms-toolkit.md, Visibility).
 */
export function shownValues(items: readonly QuestionItem[], values: FormValues): FormValues {
  let current: FormValues = { ...values };
  for (let pass = 0; pass < MAX_VISIBILITY_PASSES; pass += 1) {
    const next: FormValues = {};
    for (const item of items) {
      if (!isRecord(item) || !Object.hasOwn(current, item.name)) continue;
      if (isItemVisible(item, current)) next[item.name] = current[item.name];
    }
    if (Object.keys(next).length === Object.keys(current).length) return next;
    current = next;
  }
  return current;
}
