import { describe, expect, it } from 'vitest';
import {
  compileCondition,
  conditionFields,
  isItemVisible,
  shownValues,
  visibilityOf,
} from './visibility';
import type { Condition, FormValues, QuestionItem } from './types';

const when = (condition: Condition, values: FormValues) => compileCondition(condition)(values);

describe('the visibility language', () => {
  it('equals and notEquals (a number matches its text)', () => {
    expect(when({ op: 'equals', field: 'a', value: 'x' }, { a: 'x' })).toBe(true);
    expect(when({ op: 'equals', field: 'a', value: 'x' }, { a: 'y' })).toBe(false);
    expect(when({ op: 'equals', field: 'a', value: 3 }, { a: '3' })).toBe(true);
    expect(when({ op: 'equals', field: 'a', value: '3' }, { a: 3 })).toBe(true);
    expect(when({ op: 'equals', field: 'a', value: true }, { a: true })).toBe(true);
    expect(when({ op: 'equals', field: 'a', value: null }, { a: null })).toBe(true);
    expect(when({ op: 'equals', field: 'a', value: null }, {})).toBe(false);
    expect(when({ op: 'notEquals', field: 'a', value: 'x' }, { a: 'y' })).toBe(true);
    expect(when({ op: 'notEquals', field: 'a', value: 'x' }, { a: 'x' })).toBe(false);
  });

  it('in: the value, or any entry of a list value, among the values', () => {
    const condition: Condition = { op: 'in', field: 'c', values: ['US', 'CA'] };
    expect(when(condition, { c: 'CA' })).toBe(true);
    expect(when(condition, { c: 'FR' })).toBe(false);
    expect(when(condition, { c: ['FR', 'US'] })).toBe(true);
    expect(when(condition, { c: [] })).toBe(false);
    expect(when(condition, {})).toBe(false);
  });

  it('empty: undefined, null, blank text, [], a date range with neither end', () => {
    const empty: Condition = { op: 'empty', field: 'a' };
    for (const value of [undefined, null, '', '  ', [], { startDate: null, endDate: '' }]) {
      expect(when(empty, { a: value })).toBe(true);
      expect(when({ op: 'notEmpty', field: 'a' }, { a: value })).toBe(false);
    }
    for (const value of ['x', 0, false, ['x'], { startDate: '2026-01', endDate: null }, {}]) {
      expect(when(empty, { a: value })).toBe(false);
      expect(when({ op: 'notEmpty', field: 'a' }, { a: value })).toBe(true);
    }
  });

  it('gt, gte, lt, lte on numbers (numeric text too) and on ISO dates', () => {
    expect(when({ op: 'gt', field: 'n', value: 17 }, { n: 18 })).toBe(true);
    expect(when({ op: 'gt', field: 'n', value: 18 }, { n: 18 })).toBe(false);
    expect(when({ op: 'gte', field: 'n', value: 18 }, { n: '18' })).toBe(true);
    expect(when({ op: 'lt', field: 'n', value: 18 }, { n: 17.5 })).toBe(true);
    expect(when({ op: 'lte', field: 'n', value: 18 }, { n: 19 })).toBe(false);
    expect(when({ op: 'gt', field: 'n', value: 1 }, { n: 'abc' })).toBe(false);
    expect(when({ op: 'lt', field: 'n', value: 1 }, { n: '' })).toBe(false);
    expect(when({ op: 'lt', field: 'n', value: 1 }, {})).toBe(false);
    expect(when({ op: 'lt', field: 'd', value: '2026-01-01' }, { d: '2025-12-31' })).toBe(true);
    expect(when({ op: 'gte', field: 'd', value: '2026-01-01' }, { d: '2026-01-01' })).toBe(true);
    expect(when({ op: 'gt', field: 'd', value: '2026-01-01' }, { d: '2026-01-01' })).toBe(false);
    expect(when({ op: 'gt', field: 'd', value: '2026-01-01' }, { d: 20270101 })).toBe(false);
  });

  it('and, or, not', () => {
    const condition: Condition = {
      op: 'and',
      conditions: [
        { op: 'in', field: 'country', values: ['US', 'CA'] },
        { op: 'not', condition: { op: 'empty', field: 'city' } },
        {
          op: 'or',
          conditions: [
            { op: 'gte', field: 'age', value: 18 },
            { op: 'equals', field: 'guardian', value: true },
          ],
        },
      ],
    };
    expect(when(condition, { country: 'US', city: 'Boston', age: '21' })).toBe(true);
    expect(when(condition, { country: 'US', city: 'Boston', age: 12, guardian: true })).toBe(true);
    expect(when(condition, { country: 'US', city: 'Boston', age: 12 })).toBe(false);
    expect(when(condition, { country: 'US', city: '', age: 40 })).toBe(false);
    expect(when(condition, { country: 'FR', city: 'Paris', age: 40 })).toBe(false);
    expect(when({ op: 'and', conditions: [] }, {})).toBe(true);
    expect(when({ op: 'or', conditions: [] }, {})).toBe(false);
  });

  it('reads own properties only: `__proto__`, `constructor` and `toString` are plain keys', () => {
    const values = JSON.parse('{"__proto__": "x"}') as FormValues;
    expect(when({ op: 'equals', field: '__proto__', value: 'x' }, values)).toBe(true);
    expect(when({ op: 'empty', field: '__proto__' }, {})).toBe(true);
    expect(when({ op: 'empty', field: 'constructor' }, {})).toBe(true);
    expect(when({ op: 'notEmpty', field: 'toString' }, {})).toBe(false);
    expect(
      when(
        { op: 'empty', field: 'hasOwnProperty' },
        Object.create({ hasOwnProperty: 1 }) as FormValues,
      ),
    ).toBe(true);
  });

  it('anything it cannot read shows the question, and never throws', () => {
    const odd = [
      null,
      'equals',
      { op: 'between', field: 'a' },
      { op: 'equals', field: 42, value: 1 },
      { op: 'and', conditions: 'x' },
      { op: 'not' },
    ] as unknown as Condition[];
    for (const condition of odd) {
      expect(when(condition, { a: 1 })).toBe(true);
      expect(when(condition, null as unknown as FormValues)).toBe(true);
    }
    // Nested deeper than anyone writes: treated as unknown.
    let deep: Condition = { op: 'equals', field: 'a', value: 'never' };
    for (let level = 0; level < 100; level += 1)
      deep = { op: 'not', condition: { op: 'not', condition: deep } };
    expect(when(deep, { a: 'x' })).toBe(true);
  });

  it('lists the fields a condition reads', () => {
    expect(
      conditionFields({
        op: 'or',
        conditions: [
          { op: 'equals', field: 'a', value: 1 },
          { op: 'not', condition: { op: 'empty', field: 'b' } },
          { op: 'in', field: 'a', values: [] },
        ],
      }),
    ).toEqual(['a', 'b']);
  });
});

describe('isItemVisible', () => {
  const base: QuestionItem = { name: 'state', type: 'text' };

  it('a question without conditions is visible; `hidden` hides it', () => {
    expect(isItemVisible(base, {})).toBe(true);
    expect(isItemVisible({ ...base, hidden: true }, {})).toBe(false);
    expect(
      isItemVisible({ ...base, hidden: true, visibleFn: () => true, dependencies: [] }, {}),
    ).toBe(false);
  });

  it('visibleWhen reads the fields it names', () => {
    const item: QuestionItem = {
      ...base,
      dependencies: ['country'],
      visibleWhen: { op: 'equals', field: 'country', value: 'US' },
    };
    expect(isItemVisible(item, { country: 'US' })).toBe(true);
    expect(isItemVisible(item, { country: 'FR' })).toBe(false);
  });

  it('visibleFn gets the values of its dependencies only, and wins over visibleWhen', () => {
    const seen: FormValues[] = [];
    const item: QuestionItem = {
      ...base,
      dependencies: ['country', '__proto__', 'missing'],
      visibleFn: (values) => {
        seen.push(values);
        return values.country === 'CA';
      },
      visibleWhen: { op: 'equals', field: 'country', value: 'US' },
    };
    const values = JSON.parse('{"country": "CA", "other": 1, "__proto__": {"x": 1}}') as FormValues;
    expect(isItemVisible(item, values)).toBe(true);
    expect(Object.keys(seen[0] ?? {})).toEqual(['country', '__proto__', 'missing']);
    expect(Object.getPrototypeOf(seen[0])).toBe(Object.prototype);
    expect(visibilityOf(item)).toBe(item.visibleFn);
    expect(isItemVisible(item, { country: 'US' })).toBe(false);
  });

  it('only false hides; a visibleFn that throws leaves the question visible', () => {
    const throwing: QuestionItem = {
      ...base,
      dependencies: ['a'],
      visibleFn: () => {
        throw new Error('bug in host code');
      },
    };
    expect(isItemVisible(throwing, {})).toBe(true);
    const vague = { ...base, visibleFn: () => 0 } as unknown as QuestionItem;
    expect(isItemVisible(vague, {})).toBe(true);
  });

  it('compiles a condition once per question', () => {
    const item: QuestionItem = { ...base, visibleWhen: { op: 'empty', field: 'a' } };
    expect(visibilityOf(item)).toBe(visibilityOf(item));
    expect(visibilityOf(base)).toBeUndefined();
  });
});

describe('shownValues', () => {
  const items: QuestionItem[] = [
    { name: 'hasSsn', type: 'radio', label: 'Do you have an SSN?' },
    {
      name: 'ssn',
      type: 'ssn',
      label: 'SSN',
      dependencies: ['hasSsn'],
      visibleWhen: { op: 'equals', field: 'hasSsn', value: 'yes' },
    },
    {
      name: 'ssnConfirm',
      type: 'checkboxItem',
      label: 'I confirm my SSN',
      dependencies: ['ssn'],
      visibleWhen: { op: 'notEmpty', field: 'ssn' },
    },
    { name: 'note', type: 'text', label: 'Note', hidden: true },
  ];

  it('drops a hidden question’s answer, and then what it alone showed', () => {
    expect(
      shownValues(items, { hasSsn: 'no', ssn: '123-45-6789', ssnConfirm: true, note: 'x' }),
    ).toEqual({ hasSsn: 'no' });
  });

  it('keeps every answer of a shown question', () => {
    const values = { hasSsn: 'yes', ssn: '123-45-6789', ssnConfirm: true };
    expect(shownValues(items, values)).toEqual(values);
  });

  it('keeps nothing it has no question for', () => {
    expect(shownValues(items, { hasSsn: 'yes', other: 1 })).toEqual({ hasSsn: 'yes' });
  });
});
