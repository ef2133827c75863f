import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { validateForm } from './index';
import { QUESTION_TYPES, type FormDefinition, type QuestionItem, type Rule } from './types';

// Every type, required, with rules of every kind: what a garbage submission meets.
const EVERY_RULE: Rule[] = [
  { type: 'email' },
  { type: 'phone' },
  { type: 'regex', value: '/^.{0,50}$/s' },
  { type: 'minLength', value: 1 },
  { type: 'maxLength', value: 3 },
  { type: 'minValue', value: 0 },
  { type: 'maxValue', value: 10 },
  { type: 'ssn' },
  { type: 'sin' },
  { type: 'maxFileSizeMB', value: 1 },
  { type: 'maxCumulativeFileSizeMB', value: 2 },
  { type: 'isToday' },
  { type: 'isFuture' },
  { type: 'isPast' },
  { type: 'isOn', date1: '2026-01-01' },
  { type: 'isBefore', date1: '2030-01-01' },
  { type: 'isAfter', date1: '2020-01-01' },
  { type: 'isBetween', date1: '2020-01-01', date2: '2030-01-01' },
  { type: 'isNotBetween', date1: '2020-01-01', date2: '2030-01-01' },
  { type: 'isRelativeToToday', direction: 'past', duration: 2, unit: 'year' },
  { type: 'date_comparison', compare_to_field: 'q0', operator: 'after' },
];
const ROW_ITEMS: QuestionItem[] = QUESTION_TYPES.map((type) => ({
  name: `r_${type}`,
  type,
  required: true,
  rules: EVERY_RULE,
}));
const EVERY_TYPE: QuestionItem[] = QUESTION_TYPES.flatMap((type, index) => [
  {
    name: `q${index}`,
    type,
    label: `Question ${index}`,
    required: true,
    rules: EVERY_RULE,
    checkboxOptions: { choices: [{ label: 'A', value: 'a' }] },
    radioOptions: { choices: [{ label: 'A', value: 'a' }] },
    dateRangeOptions: { disallowFutureStartDate: true },
    dynamicListOptions: { items: ROW_ITEMS },
  },
  // The same type with its rules one at a time, so each is reached.
  ...EVERY_RULE.map((rule, at) => ({ name: `q${index}_${at}`, type, rules: [rule] })),
]);
const NAMES = EVERY_TYPE.map((item) => item.name);
const FORM: FormDefinition = { sections: [{ title: 'All', items: EVERY_TYPE }] };
const HIDDEN: FormDefinition = {
  sections: [
    {
      title: 'Hidden',
      items: [
        ...EVERY_TYPE.map((item) => ({
          ...item,
          dependencies: ['switch'],
          visibleWhen: { op: 'equals' as const, field: 'switch', value: 'show' },
        })),
        ...EVERY_TYPE.map((item) => ({ ...item, name: `h_${item.name}`, hidden: true })),
        ...EVERY_TYPE.map((item) => ({
          ...item,
          name: `f_${item.name}`,
          dependencies: ['switch'],
          visibleFn: (values: Record<string, unknown>) => values.switch === 'show',
        })),
      ],
    },
  ],
};
const OPTIONS = { today: '2026-06-15', onUnknownType: () => undefined };

const hugeString = fc
  .string({ minLength: 1, maxLength: 8 })
  .map((unit) => unit.repeat(Math.ceil(200_000 / unit.length)));
const protoKeys = fc.constantFrom(
  JSON.parse('{"__proto__": {"polluted": true}}') as unknown,
  JSON.parse('{"constructor": {"prototype": {"polluted": true}}}') as unknown,
  JSON.parse('[{"__proto__": {"polluted": true}, "status": "done", "name": "a.pdf"}]') as unknown,
  JSON.parse('{"startDate": "2026-01", "__proto__": {"endDate": "2026-02"}}') as unknown,
);
const shaped = fc.oneof(
  fc.constantFrom('+1 2025550123', '2026-06-15', '2026-06', '123-45-6789', 'a@b.co', 'a', ''),
  fc.record({ startDate: fc.jsonValue(), endDate: fc.jsonValue(), isCurrent: fc.jsonValue() }),
  fc.array(
    fc.record({
      name: fc.string(),
      size: fc.jsonValue(),
      status: fc.constant('done'),
      content: fc.string(),
    }),
  ),
  fc.array(fc.dictionary(fc.constantFrom(...ROW_ITEMS.map((item) => item.name)), fc.jsonValue())),
);
const garbage = fc.oneof(fc.anything(), fc.jsonValue(), hugeString, protoKeys, shaped);
const submission = fc.dictionary(
  fc.constantFrom(...NAMES, '__proto__', 'constructor', 'switch'),
  garbage,
);
const anyValues = fc.oneof(submission, fc.anything(), fc.jsonValue(), protoKeys);

const isPolluted = () =>
  (({}) as { polluted?: unknown }).polluted !== undefined ||
  Object.prototype.hasOwnProperty.call(Object.prototype, 'endDate');

describe('validateForm on any JSON (bad input)', () => {
  it('never throws and answers only messages, for known fields', () => {
    fc.assert(
      fc.property(anyValues, (values) => {
        const errors = validateForm(FORM, values, OPTIONS);
        for (const [name, message] of Object.entries(errors)) {
          expect(typeof message).toBe('string');
          expect(message).not.toBe('');
          expect(NAMES.includes(name.split('.')[0] ?? '')).toBe(true);
        }
      }),
      { numRuns: 300 },
    );
    expect(isPolluted()).toBe(false);
  });

  it('never reports a hidden question', () => {
    fc.assert(
      fc.property(submission, (values) => {
        const hidden = { ...values, switch: 'hide' };
        expect(validateForm(HIDDEN, hidden, OPTIONS)).toEqual({});
      }),
      { numRuns: 200 },
    );
    expect(isPolluted()).toBe(false);
  });

  it('never throws on a malformed definition', () => {
    const item = fc.record(
      {
        name: fc.oneof(fc.constantFrom(...NAMES), fc.anything()),
        type: fc.oneof(fc.constantFrom(...QUESTION_TYPES), fc.anything()),
        required: fc.anything(),
        hidden: fc.anything(),
        rules: fc.oneof(fc.constant(EVERY_RULE), fc.array(fc.anything()), fc.anything()),
        dependencies: fc.anything(),
        visibleWhen: fc.anything(),
        checkboxOptions: fc.anything(),
        radioOptions: fc.anything(),
        selectOptions: fc.anything(),
        dateRangeOptions: fc.anything(),
        fileUploadOptions: fc.anything(),
        dynamicListOptions: fc.oneof(fc.constant({ items: ROW_ITEMS }), fc.anything()),
      },
      { requiredKeys: [] },
    );
    const definition = fc.oneof(
      fc.record({ sections: fc.array(fc.record({ items: fc.array(item, { maxLength: 6 }) })) }),
      fc.anything(),
    );
    fc.assert(
      fc.property(definition, anyValues, (form, values) => {
        const errors = validateForm(form as FormDefinition, values, OPTIONS);
        for (const message of Object.values(errors)) expect(typeof message).toBe('string');
      }),
      { numRuns: 300 },
    );
    expect(isPolluted()).toBe(false);
  });
});
