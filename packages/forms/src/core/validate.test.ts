import { describe, expect, it, vi } from 'vitest';
import { validateForm, validateQuestion } from './index';
import { OPTIONS, TODAY, check, question } from './test-support';
import type { FormDefinition, QuestionItem } from './types';

const form = (...items: QuestionItem[]): FormDefinition => ({ sections: [{ title: 'S', items }] });
const quiet = { ...OPTIONS, onUnknownType: () => undefined };

describe('validateForm', () => {
  it('answers field → first failing message, across sections', () => {
    const definition: FormDefinition = {
      sections: [
        {
          title: 'A',
          items: [question('text', { name: 'first', label: 'First name', required: true })],
        },
        {
          title: 'B',
          items: [
            question('email', { name: 'email', label: 'Email' }),
            question('text', { name: 'fine' }),
          ],
        },
      ],
    };
    expect(validateForm(definition, { email: 'nope', fine: 'x' }, OPTIONS)).toEqual({
      first: 'First name is required',
      email: 'Email is invalid. Use the format "name@example.com".',
    });
    expect(validateForm(definition, { first: 'Ada', email: 'ada@example.com' }, OPTIONS)).toEqual(
      {},
    );
  });

  it('skips hidden, invisible and disabled questions, and display-only items', () => {
    const errors = validateForm(
      form(
        question('text', { name: 'country' }),
        question('text', {
          name: 'state',
          required: true,
          dependencies: ['country'],
          visibleWhen: { op: 'equals', field: 'country', value: 'US' },
        }),
        question('text', {
          name: 'province',
          required: true,
          dependencies: ['country'],
          visibleFn: (values) => values.country === 'CA',
        }),
        question('text', { name: 'secret', required: true, hidden: true }),
        question('text', { name: 'off', required: true, disabled: true }),
        question('info', { name: 'about', required: true }),
        question('instruction', { name: 'howto', required: true }),
        question('text', { name: 'name', label: 'Name', required: true }),
      ),
      { country: 'FR' },
      OPTIONS,
    );
    expect(errors).toEqual({ name: 'Name is required' });
    expect(
      validateForm(
        form(
          question('text', {
            name: 'state',
            label: 'State',
            required: true,
            dependencies: ['country'],
            visibleWhen: { op: 'equals', field: 'country', value: 'US' },
          }),
        ),
        { country: 'US' },
        OPTIONS,
      ),
    ).toEqual({ state: 'State is required' });
  });

  it('validates e-signature items only when required', () => {
    const esign = question('esignForm', { name: 'sign', label: 'Signature' });
    expect(validateForm(form(esign), {}, OPTIONS)).toEqual({});
    expect(validateForm(form({ ...esign, required: true }), {}, OPTIONS)).toEqual({
      sign: 'Signature is required',
    });
  });

  it('reports an unknown type and validates the rest', () => {
    const reported: unknown[] = [];
    const definition = form(
      { name: 'odd', type: 'hologram', required: true } as unknown as QuestionItem,
      question('text', { name: 'name', label: 'Name', required: true }),
    );
    const errors = validateForm(
      definition,
      {},
      { ...OPTIONS, onUnknownType: (item) => reported.push(item) },
    );
    expect(errors).toEqual({ name: 'Name is required' });
    expect(reported).toEqual([{ name: 'odd', type: 'hologram' }]);
  });

  it('logs an unknown type to the console by default', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    validateForm(form({ name: 'odd', type: 'hologram' } as unknown as QuestionItem), {}, OPTIONS);
    expect(error).toHaveBeenCalledWith('Unknown question type "hologram" for the question "odd".');
    error.mockRestore();
  });

  it('validates each row of a dynamic list with that row’s values, keyed list.index.field', () => {
    const list = question('dynamicList', {
      name: 'jobs',
      rules: [{ type: 'maxLength', value: 3 }],
      dynamicListOptions: {
        items: [
          question('text', { name: 'company', label: 'Company', required: true }),
          question('date', { name: 'start' }),
          question('date', {
            name: 'end',
            rules: [{ type: 'date_comparison', compare_to_field: 'start', operator: 'after' }],
          }),
          question('text', {
            name: 'reason',
            label: 'Reason',
            required: true,
            dependencies: ['end'],
            visibleWhen: { op: 'notEmpty', field: 'end' },
          }),
        ],
      },
    });
    const errors = validateForm(
      form(list, question('date', { name: 'start' })),
      {
        start: '1999-01-01',
        jobs: [
          { company: 'A', start: '2020-01-01' },
          { company: '', start: '2020-01-01', end: '2019-01-01', reason: 'x' },
          'not a row',
          { company: 'C', end: '2021-01-01' },
        ],
      },
      OPTIONS,
    );
    expect(errors).toEqual({
      jobs: 'Add no more than 3 items.',
      'jobs.1.company': 'Company is required',
      'jobs.1.end': 'Enter a date after Jan 1, 2020.',
      'jobs.2.company': 'Company is required',
      'jobs.3.reason': 'Reason is required',
    });
  });

  it('validates lists inside lists', () => {
    const inner = question('dynamicList', {
      name: 'refs',
      dynamicListOptions: { items: [question('email', { name: 'email' })] },
    });
    const outer = question('dynamicList', { name: 'jobs', dynamicListOptions: { items: [inner] } });
    expect(validateForm(form(outer), { jobs: [{ refs: [{ email: 'x' }] }] }, OPTIONS)).toEqual({
      'jobs.0.refs.0.email': 'Email is invalid. Use the format "name@example.com".',
    });
  });

  it('survives a malformed definition', () => {
    for (const definition of [
      undefined,
      null,
      {},
      { sections: 'x' },
      {
        sections: [
          null,
          1,
          { items: 'x' },
          { items: [null, 1, 'x', { type: 'text' }, { name: 5, type: 'text' }] },
        ],
      },
      { sections: [{ items: [{ name: 'a', type: 'text', rules: 'x', dynamicListOptions: 5 }] }] },
      {
        sections: [
          { items: [{ name: 'a', type: 'dynamicList', dynamicListOptions: { items: 'x' } }] },
        ],
      },
      {
        sections: [
          {
            items: [
              { name: 'a', type: 'text', rules: [null, 1, { type: 7 }, { type: 'minLength' }] },
            ],
          },
        ],
      },
      {
        sections: [
          {
            items: [
              { name: 'a', type: 'radio', radioOptions: { choices: [null, 'x', { value: {} }] } },
            ],
          },
        ],
      },
    ]) {
      expect(() =>
        validateForm(definition as unknown as FormDefinition, { a: [{}] }, quiet),
      ).not.toThrow();
    }
    expect(validateForm({} as FormDefinition, { a: 1 })).toEqual({});
  });

  it('takes any JSON as the values', () => {
    const definition = form(question('text', { name: 'a', label: 'A', required: true }));
    for (const values of [undefined, null, 1, 'a', [], [1], true]) {
      expect(validateForm(definition, values, OPTIONS)).toEqual({ a: 'A is required' });
    }
  });

  it('reads own values only and keeps `__proto__` a plain key', () => {
    const definition = form(
      question('text', { name: '__proto__', label: 'Proto', required: true }),
      question('text', { name: 'constructor', label: 'Ctor', required: true }),
      question('text', { name: 'toString', label: 'ToString', required: true }),
    );
    const errors = validateForm(definition, JSON.parse('{"__proto__": ""}'), OPTIONS);
    expect(Object.keys(errors).sort()).toEqual(['__proto__', 'constructor', 'toString']);
    expect(Object.getPrototypeOf(errors)).toBe(Object.prototype);
    expect(errors.__proto__).toBe('Proto is required');
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('answers in the locale, or through the given translate', () => {
    const definition = form(question('text', { name: 'n', label: 'Name', required: true }));
    expect(validateForm(definition, {}, { locale: 'de' })).toEqual({ n: 'Name ist erforderlich' });
    expect(validateForm(definition, {}, { locale: 'ar' })).toEqual({ n: 'Name مطلوب' });
    expect(validateForm(definition, {}, { locale: 'de-CH' })).toEqual({
      n: 'Name ist erforderlich',
    });
    const translate = (key: string, params?: Record<string, unknown>) =>
      `${key}:${String(params?.label)}`;
    expect(validateForm(definition, {}, { translate })).toEqual({ n: 'requiredLabel:Name' });
  });

  it('keeps the first message for a name asked twice', () => {
    const definition = form(
      question('text', { name: 'a', label: 'First', required: true }),
      question('text', { name: 'a', label: 'Second', required: true }),
    );
    expect(validateForm(definition, {}, OPTIONS)).toEqual({ a: 'First is required' });
  });
});

describe('validateQuestion', () => {
  it('answers one question’s first message and never looks at visibility', () => {
    const hidden = question('text', { label: 'Name', required: true, hidden: true });
    expect(validateQuestion(hidden, '', {}, OPTIONS)).toBe('Name is required');
    expect(validateQuestion(question('text'), 'x', {}, OPTIONS)).toBeUndefined();
  });

  it('skips an unknown type and a question without a name', () => {
    const reported: unknown[] = [];
    const odd = { name: 'odd', type: 'hologram', required: true } as unknown as QuestionItem;
    expect(
      validateQuestion(odd, '', {}, { onUnknownType: (item) => reported.push(item) }),
    ).toBeUndefined();
    expect(reported).toHaveLength(1);
    expect(
      validateQuestion({ type: 'text', required: true } as QuestionItem, '', {}),
    ).toBeUndefined();
  });

  it('checks choices the question lists itself, when it lists them', () => {
    const radio = question('radio', {
      radioOptions: {
        choices: [
          { label: 'Yes', value: 'yes' },
          { label: 'No', value: 'no' },
        ],
      },
    });
    expect(check(radio, 'yes')).toBeUndefined();
    expect(check(radio, 'maybe')).toBe('Enter a valid value.');
    expect(check(radio, ['yes'])).toBe('Enter a valid value.');
    expect(check(radio, { value: 'yes' })).toBe('Enter a valid value.');
    const loaded = question('select', {
      selectOptions: { apiEndpoint: '/api/options', choices: [] },
    });
    expect(check(loaded, 'anything')).toBeUndefined();
    const multiple = question('select', {
      selectOptions: {
        multiple: true,
        choices: [
          { label: 'A', value: 'a' },
          { label: 'B', value: 'b' },
        ],
      },
    });
    expect(check(multiple, ['a', 'b'])).toBeUndefined();
    expect(check(multiple, ['a', 'c'])).toBe('Enter a valid value.');
    const group = question('checkbox', {
      checkboxOptions: { choices: [{ label: 'A', value: '1' }] },
    });
    expect(check(group, [1])).toBeUndefined();
    expect(check(group, ['2'])).toBe('Enter a valid value.');
    expect(check(group, true)).toBeUndefined();
  });

  it('checks the shape of star ratings, skills and single checkboxes', () => {
    expect(check(question('star_rating'), 5)).toBeUndefined();
    for (const value of [6, 2.5, -1, '3', [3]]) {
      expect(check(question('star_rating'), value)).toBe('Enter a valid value.');
    }
    expect(check(question('skillSelector'), ['a', 'b'])).toBeUndefined();
    expect(check(question('skillSelector'), ['a', 3])).toBe('Enter a valid value.');
    expect(check(question('skillSelector'), 'a')).toBe('Enter a valid value.');
    expect(check(question('checkboxItem'), false)).toBeUndefined();
    expect(check(question('checkboxItem'), 'yes')).toBe('Enter a valid value.');
  });

  it('answers in German and Arabic (spot checks)', () => {
    const de = { today: TODAY, locale: 'de' };
    const ar = { today: TODAY, locale: 'ar' };
    const phone = question('phone', { required: true });
    expect(check(phone, '', {}, de)).toBe(
      'Geben Sie eine gültige Telefonnummer mit Ländervorwahl ein.',
    );
    expect(check(question('ssn'), '1', {}, de)).toBe(
      'Die Sozialversicherungsnummer (SSN) ist ungültig. Geben Sie sie im Format XXX-XX-XXXX ein.',
    );
    expect(check(question('text', { rules: [{ type: 'minLength', value: 2 }] }), 'a', {}, ar)).toBe(
      'أدخل حرفين على الأقل.',
    );
    expect(check(question('dateRange'), { startDate: '2026-01' }, {}, ar)).toBe(
      'يرجى إدخال تاريخ البداية وتاريخ النهاية.',
    );
    const lastDays = question('date', {
      rules: [{ type: 'isRelativeToToday', direction: 'past', duration: 3, unit: 'day' }],
    });
    expect(check(lastDays, '2026-01-01', {}, de)).toBe(
      'Geben Sie ein Datum innerhalb der letzten 3 Tage ein.',
    );
    expect(check(lastDays, '2026-01-01', {}, ar)).toBe('أدخل تاريخًا خلال آخر 3 أيام.');
  });
});
