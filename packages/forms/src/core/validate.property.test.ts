import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { validateForm } from './index';
import { QUESTION_TYPES, type FormDefinition, type QuestionItem } from './types';

// Every type, required, with rules of every kind: the form a garbage submission meets.
const EVERY_TYPE: QuestionItem[] = QUESTION_TYPES.map((type, index) => ({
  name: `q${index}`,
  type,
  label: `Question ${index}`,
  required: true,
  rules: [
    { type: 'minLength', value: 1 },
    { type: 'regex', value: '/^.{0,50}$/s' },
    { type: 'maxFileSizeMB', value: 1 },
    { type: 'isBetween', date1: '2020-01-01', date2: '2030-01-01' },
    { type: 'date_comparison', compare_to_field: 'q0', operator: 'after' },
  ],
  dynamicListOptions: { items: [{ name: 'inner', type: 'text', required: true }] },
}));
const FORM: FormDefinition = { sections: [{ title: 'All', items: EVERY_TYPE }] };
const HIDDEN: FormDefinition = {
  sections: [
    {
      title: 'Hidden',
      items: EVERY_TYPE.map((item) => ({
        ...item,
        dependencies: ['switch'],
        visibleWhen: { op: 'equals', field: 'switch', value: 'show' },
      })),
    },
  ],
};

const garbage = fc.oneof(
  fc.anything(),
  fc.jsonValue(),
  // A huge string, built cheaply from a short one.
  fc.string({ minLength: 1, maxLength: 8 }).map((unit) => unit.repeat(150_000 / unit.length)),
  fc.constant({ ['__proto__']: { polluted: true } }),
  fc.constant(
    JSON.parse(
      '{"__proto__": {"polluted": true}, "constructor": {"prototype": {"polluted": true}}}',
    ),
  ),
);
const submission = fc.dictionary(
  fc.constantFrom(...EVERY_TYPE.map((item) => item.name), '__proto__', 'constructor', 'switch'),
  garbage,
);

describe('validateForm on any JSON (issue 9, bad input)', () => {
  it('never throws and answers only messages', () => {
    fc.assert(
      fc.property(fc.oneof(submission, fc.anything()), (values) => {
        const errors = validateForm(FORM, values, {
          today: '2026-06-15',
          onUnknownType: () => undefined,
        });
        for (const message of Object.values(errors)) expect(typeof message).toBe('string');
      }),
      { numRuns: 200 },
    );
    expect(({} as { polluted?: unknown }).polluted).toBeUndefined();
  });

  it('never reports a hidden question', () => {
    fc.assert(
      fc.property(submission, (values) => {
        const hidden = { ...values, switch: 'hide' };
        expect(validateForm(HIDDEN, hidden, { today: '2026-06-15' })).toEqual({});
      }),
      { numRuns: 200 },
    );
  });

  it('survives a malformed definition', () => {
    for (const form of [
      {},
      { sections: 'x' },
      { sections: [null, { items: 'x' }, { items: [null, 1, { type: 'text' }] }] },
    ]) {
      expect(validateForm(form as unknown as FormDefinition, { a: 1 })).toEqual({});
    }
  });
});
