import { describe, expect, it } from 'vitest';
import { validateForm, validateQuestion } from './index';
import type { QuestionItem, Rule, ValidateOptions } from './types';

const TODAY = '2026-06-15';
const options: ValidateOptions = { today: TODAY };
const check = (item: QuestionItem, value: unknown, values: Record<string, unknown> = {}) =>
  validateQuestion(item, value, { [item.name]: value, ...values }, options);
const text = (rules: Rule[], extra: Partial<QuestionItem> = {}): QuestionItem => ({
  name: 'field',
  type: 'text',
  label: 'Field',
  rules,
  ...extra,
});

describe('required (spec 3 §5)', () => {
  it('names the label without trailing punctuation', () => {
    expect(check({ name: 'a', type: 'text', label: 'First name:', required: true }, '')).toBe(
      'First name is required',
    );
    expect(check({ name: 'a', type: 'text', label: 'Why us?* ', required: true }, '   ')).toBe(
      'Why us is required',
    );
  });

  it('says "This field is required" without a label or with one over 30 characters', () => {
    expect(check({ name: 'a', type: 'text', required: true }, undefined)).toBe(
      'This field is required',
    );
    const long = 'Tell us about a project you are proud of';
    expect(check({ name: 'a', type: 'textarea', label: long, required: true }, '')).toBe(
      'This field is required',
    );
    expect(check({ name: 'a', type: 'text', label: 'x'.repeat(30), required: true }, '')).toBe(
      `${'x'.repeat(30)} is required`,
    );
  });

  it('applies per type: checkbox, group, date, file, star rating, radio, skills, phone', () => {
    const label = 'Answer';
    expect(check({ name: 'a', type: 'checkboxItem', label, required: true }, false)).toBe(
      'Answer is required',
    );
    expect(check({ name: 'a', type: 'checkbox', label, required: true }, [])).toBe(
      'Answer is required',
    );
    expect(check({ name: 'a', type: 'date', label, required: true }, null)).toBe(
      'Answer is required',
    );
    expect(check({ name: 'a', type: 'fileUpload', label, required: true }, [])).toBe(
      'Answer is required',
    );
    expect(check({ name: 'a', type: 'star_rating', label, required: true }, 0)).toBe(
      'Answer is required',
    );
    expect(check({ name: 'a', type: 'radio', label, required: true }, null)).toBe(
      'Answer is required',
    );
    expect(check({ name: 'a', type: 'radio', label, required: true }, '')).toBe(
      'Answer is required',
    );
    expect(check({ name: 'a', type: 'skillSelector', label, required: true }, [])).toBe(
      'Answer is required',
    );
    expect(check({ name: 'a', type: 'phone', label, required: true }, '')).toBe(
      'Enter a valid phone number and country code.',
    );
    expect(check({ name: 'a', type: 'checkboxItem', label, required: true }, true)).toBeUndefined();
    expect(check({ name: 'a', type: 'star_rating', label, required: true }, 4)).toBeUndefined();
  });
});

describe('text rules (spec 3 §5)', () => {
  it('answers each default message', () => {
    expect(check(text([{ type: 'email' }]), 'nope')).toBe(
      'Email is invalid. Use the format "name@example.com".',
    );
    expect(check(text([{ type: 'phone' }]), '555 abc')).toBe(
      'Phone number is invalid. Only use digits (0-9), dashes (-) or parentheses ().',
    );
    expect(check(text([{ type: 'regex', value: '/^[a-z]+$/' }]), 'ABC')).toBe(
      'Enter a valid value.',
    );
    expect(check(text([{ type: 'minLength', value: 3 }]), 'ab')).toBe(
      'Enter at least 3 characters.',
    );
    expect(check(text([{ type: 'maxLength', value: 3 }]), 'abcd')).toBe(
      'Enter no more than 3 characters.',
    );
    expect(check(text([{ type: 'minValue', value: 18 }]), '17')).toBe(
      'Enter a value greater than or equal to 18.',
    );
    expect(check(text([{ type: 'maxValue', value: 65 }]), '66')).toBe(
      'Enter a value less than or equal to 65.',
    );
    expect(check(text([{ type: 'ssn' }]), '123456789')).toBe(
      'Social security number is invalid. Enter in the format of XXX-XX-XXXX.',
    );
  });

  it('honours regex flags, a rule’s own message and the first failing rule', () => {
    expect(check(text([{ type: 'regex', value: '/^[a-z]+$/i' }]), 'ABC')).toBeUndefined();
    expect(check(text([{ type: 'minLength', value: 5, message: 'Too short!' }]), 'ab')).toBe(
      'Too short!',
    );
    expect(
      check(
        text([
          { type: 'maxLength', value: 1 },
          { type: 'minLength', value: 5 },
        ]),
        'abc',
      ),
    ).toBe('Enter no more than 1 characters.'.replace('1 characters', '1 character'));
    expect(check(text([{ type: 'regex', value: '/(/' }]), 'x')).toBeUndefined();
  });

  it('checks the formats of ssn and sin questions', () => {
    expect(check({ name: 's', type: 'ssn' }, '123-45-6789')).toBeUndefined();
    expect(check({ name: 's', type: 'ssn' }, '123-456-789')).toBe(
      'Social security number is invalid. Enter in the format of XXX-XX-XXXX.',
    );
    expect(check({ name: 's', type: 'sin' }, '123-456-789')).toBeUndefined();
    expect(check({ name: 's', type: 'sin' }, '123-45-6789')).toBe(
      'Social insurance number is invalid. Enter in the format of XXX-XXX-XXX.',
    );
  });

  it('checks the phone question with libphonenumber', () => {
    const phone: QuestionItem = { name: 'p', type: 'phone' };
    expect(check(phone, '+1 2025550123')).toBeUndefined();
    expect(check(phone, '+49 30-901820')).toBeUndefined();
    expect(check(phone, '+1 123')).toBe('Enter a valid phone number and country code.');
    expect(check(phone, '2025550123')).toBe('Enter a valid phone number and country code.');
    expect(check(phone, '+1 (202) 555.0123')).toBe('Enter a valid phone number and country code.');
  });
});

describe('date rules (spec 3 §5)', () => {
  const date = (rules: Rule[]): QuestionItem => ({ name: 'd', type: 'date', rules });

  it('skips an empty value and reports an invalid date', () => {
    expect(check(date([{ type: 'isFuture' }]), '')).toBeUndefined();
    expect(check(date([{ type: 'isFuture' }]), '2026-02-30')).toBe('Enter a valid date.');
  });

  it('compares with today', () => {
    expect(check(date([{ type: 'isToday' }]), TODAY)).toBeUndefined();
    expect(check(date([{ type: 'isToday' }]), '2026-06-14')).toBe("Enter today's date.");
    expect(check(date([{ type: 'isFuture' }]), TODAY)).toBe('Enter a date in the future.');
    expect(check(date([{ type: 'isPast' }]), '2026-06-16')).toBe('Enter a date in the past.');
  });

  it('is between, order-insensitive and inclusive by day', () => {
    const between = date([{ type: 'isBetween', date1: '2026-07-01', date2: '2026-06-01' }]);
    expect(check(between, '2026-06-01')).toBeUndefined();
    expect(check(between, '2026-07-01')).toBeUndefined();
    expect(check(between, '2026-07-02')).toBe('Enter a date between Jun 1, 2026 and Jul 1, 2026.');
    const outside = date([{ type: 'isNotBetween', date1: '2026-06-01', date2: '2026-07-01' }]);
    expect(check(outside, '2026-06-01')).toBe(
      'Enter a date that is not between Jun 1, 2026 and Jul 1, 2026.',
    );
    expect(check(outside, '2026-07-02')).toBeUndefined();
  });

  it('is on, before, after, relative to today, and compared with another field', () => {
    expect(check(date([{ type: 'isOn', date1: '2026-01-01' }]), '2026-01-02')).toBe(
      'Enter Jan 1, 2026.',
    );
    expect(check(date([{ type: 'isBefore', date1: '2026-01-01' }]), '2026-01-01')).toBe(
      'Enter a date before Jan 1, 2026.',
    );
    expect(check(date([{ type: 'isAfter', date1: '2026-01-01' }]), '2026-01-02')).toBeUndefined();
    const lastWeek = date([
      { type: 'isRelativeToToday', direction: 'past', duration: 1, unit: 'week' },
    ]);
    expect(check(lastWeek, '2026-06-08')).toBeUndefined();
    expect(check(lastWeek, '2026-06-07')).toBe('Enter a date within the last 1 week.');
    const compare = date([
      { type: 'date_comparison', compare_to_field: 'start', operator: 'after' },
    ]);
    expect(check(compare, '2026-01-01', { start: '2026-02-01' })).toBe(
      'Enter a date after Feb 1, 2026.',
    );
    expect(check(compare, '2026-01-01', { start: '' })).toBeUndefined();
  });
});

describe('date range (spec 3 §5)', () => {
  const range: QuestionItem = {
    name: 'r',
    type: 'dateRange',
    dateRangeOptions: { disallowFutureStartDate: true },
  };
  it('needs both ends once either is given; a current role has its end', () => {
    expect(check(range, { startDate: '2025-01', endDate: null })).toBe(
      'Please enter both a start and end date.',
    );
    expect(check(range, { startDate: null, endDate: '2025-01' })).toBe(
      'Please enter both a start and end date.',
    );
    expect(check(range, { startDate: '2025-01', endDate: null, isCurrent: true })).toBeUndefined();
    expect(check(range, { startDate: null, endDate: null })).toBeUndefined();
  });
  it('refuses a future start with disallowFutureStartDate', () => {
    expect(check(range, { startDate: '2026-07', endDate: '2026-08' })).toBe(
      'Start date cannot be in the future',
    );
    expect(check(range, { startDate: '2026-06', endDate: '2026-06' })).toBeUndefined();
  });
});

describe('files and lists (spec 3 §5)', () => {
  const file = (name: string, size: number) => ({
    uid: name,
    name,
    size,
    type: '',
    lastModified: 0,
    webkitRelativePath: '',
    content: '',
    status: 'done',
  });
  const upload = (rules: Rule[]): QuestionItem => ({ name: 'f', type: 'fileUpload', rules });
  it('counts files with plural-aware messages', () => {
    expect(check(upload([{ type: 'minLength', value: 1 }]), [])).toBeUndefined();
    expect(check(upload([{ type: 'minLength', value: 2 }]), [file('a.pdf', 1)])).toBe(
      'Upload at least 2 files.',
    );
    expect(
      validateQuestion(upload([{ type: 'minLength', value: 1 }]), [], {}, options),
    ).toBeUndefined();
    expect(
      check(upload([{ type: 'maxLength', value: 1 }]), [file('a.pdf', 1), file('b.pdf', 1)]),
    ).toBe('Upload no more than 1 file.');
    expect(
      check(upload([{ type: 'maxLength', value: 2 }]), [
        file('a.pdf', 1),
        file('b.pdf', 1),
        file('c.pdf', 1),
      ]),
    ).toBe('Upload no more than 2 files.');
  });
  it('names the files over the size limit, checks the total and the types', () => {
    const mb = 1024 * 1024;
    expect(
      check(upload([{ type: 'maxFileSizeMB', value: 1 }]), [
        file('big.pdf', 2 * mb),
        file('ok.pdf', 10),
        file('huge.pdf', 3 * mb),
      ]),
    ).toBe('These files are larger than 1 MB: big.pdf and huge.pdf.');
    expect(
      check(upload([{ type: 'maxCumulativeFileSizeMB', value: 1 }]), [
        file('a.pdf', mb),
        file('b.pdf', 10),
      ]),
    ).toBe('The files together must be 1 MB or less.');
    expect(check(upload([]), [file('run.exe', 1)])).toBe(
      'These files are not of an allowed type: run.exe.',
    );
  });
  it('counts the rows of a dynamic list and validates each row', () => {
    const list: QuestionItem = {
      name: 'jobs',
      type: 'dynamicList',
      rules: [
        { type: 'minLength', value: 2 },
        { type: 'maxLength', value: 3 },
      ],
      dynamicListOptions: {
        items: [{ name: 'company', type: 'text', label: 'Company', required: true }],
      },
    };
    expect(check(list, [{}])).toBe('Add at least 2 items.');
    expect(check(list, [{}, {}, {}, {}])).toBe('Add no more than 3 items.');
    const form = { sections: [{ title: 'S', items: [list] }] };
    expect(validateForm(form, { jobs: [{ company: 'A' }, { company: '' }] }, options)).toEqual({
      'jobs.1.company': 'Company is required',
    });
  });
});

describe('validateForm', () => {
  it('skips hidden and disabled questions and reports unknown types', () => {
    const reported: unknown[] = [];
    const form = {
      sections: [
        {
          title: 'S',
          items: [
            { name: 'country', type: 'text' },
            {
              name: 'state',
              type: 'text',
              required: true,
              dependencies: ['country'],
              visibleWhen: { op: 'equals', field: 'country', value: 'US' },
            },
            { name: 'off', type: 'text', required: true, disabled: true },
            { name: 'odd', type: 'hologram', required: true },
            { name: 'name', type: 'text', label: 'Name', required: true },
          ],
        },
      ],
    } as unknown as Parameters<typeof validateForm>[0];
    const errors = validateForm(
      form,
      { country: 'FR' },
      { ...options, onUnknownType: (item) => reported.push(item) },
    );
    expect(errors).toEqual({ name: 'Name is required' });
    expect(reported).toHaveLength(1);
    expect(
      validateForm(
        form,
        { country: 'US', name: 'A' },
        { ...options, onUnknownType: () => undefined },
      ),
    ).toEqual({
      state: 'This field is required',
    });
  });

  it('answers in German and Arabic', () => {
    const form = {
      sections: [
        {
          title: 'S',
          items: [{ name: 'n', type: 'text' as const, label: 'Name', required: true }],
        },
      ],
    };
    expect(validateForm(form, {}, { locale: 'de' })).toEqual({ n: 'Name ist erforderlich' });
    expect(validateForm(form, {}, { locale: 'ar' })).toEqual({ n: 'Name مطلوب' });
  });
});
