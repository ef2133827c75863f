import { describe, expect, it } from 'vitest';
import { createTranslator } from './index';
import { requiredLabel, requiredMessage } from './required';
import { TODAY, check, question, uploaded } from './test-support';
import type { QuestionItem } from './types';

const required = (type: QuestionItem['type'], extra: Partial<QuestionItem> = {}) =>
  question(type, { label: 'Answer', required: true, ...extra });
const REQUIRED = 'Answer is required';
const t = createTranslator('en');

describe('the required message', () => {
  it('is "{label} is required" with trailing punctuation and spaces removed', () => {
    expect(requiredMessage('First name', t)).toBe('First name is required');
    for (const label of [
      'First name:',
      'First name.',
      'First name?',
      'First name!',
      'First name*',
    ]) {
      expect(requiredMessage(label, t)).toBe('First name is required');
    }
    expect(requiredMessage('Why us? * ', t)).toBe('Why us is required');
    expect(requiredMessage('Start: (month)', t)).toBe('Start: (month) is required');
  });

  it('is "This field is required" without a label, a blank one, or one over 30 characters', () => {
    expect(requiredMessage(undefined, t)).toBe('This field is required');
    expect(requiredMessage('', t)).toBe('This field is required');
    expect(requiredMessage(' ?* ', t)).toBe('This field is required');
    expect(requiredMessage(42, t)).toBe('This field is required');
    expect(requiredMessage('x'.repeat(30), t)).toBe(`${'x'.repeat(30)} is required`);
    expect(requiredMessage('x'.repeat(31), t)).toBe('This field is required');
    // The label is measured as given, before its punctuation goes.
    expect(requiredLabel(`${'x'.repeat(30)}?`)).toBeUndefined();
  });

  it('is translated', () => {
    expect(requiredMessage('Name', createTranslator('de'))).toBe('Name ist erforderlich');
    expect(requiredMessage('Name', createTranslator('ar'))).toBe('Name مطلوب');
    expect(requiredMessage(undefined, createTranslator('de'))).toBe('Dieses Feld ist erforderlich');
  });
});

describe('required per question type', () => {
  it('text-like questions fail when empty or blank', () => {
    for (const type of [
      'text',
      'textarea',
      'email',
      'number',
      'ssn',
      'sin',
      'country',
      'state',
    ] as const) {
      expect(check(required(type), undefined)).toBe(REQUIRED);
      expect(check(required(type), null)).toBe(REQUIRED);
      expect(check(required(type), '')).toBe(REQUIRED);
      expect(check(required(type), '   ')).toBe(REQUIRED);
    }
    expect(check(required('text'), 'x')).toBeUndefined();
    expect(check(required('number'), 0)).toBeUndefined();
  });

  it('a single checkbox must be ticked', () => {
    expect(check(required('checkboxItem'), false)).toBe(REQUIRED);
    expect(check(required('checkboxItem'), undefined)).toBe(REQUIRED);
    expect(check(required('checkboxItem'), 'true')).toBe(REQUIRED);
    expect(check(required('checkboxItem'), true)).toBeUndefined();
    const single = required('checkbox', { checkboxOptions: { single: true } });
    expect(check(single, false)).toBe(REQUIRED);
    expect(check(single, true)).toBeUndefined();
  });

  it('a checkbox group needs one value', () => {
    expect(check(required('checkbox'), [])).toBe(REQUIRED);
    expect(check(required('checkbox'), undefined)).toBe(REQUIRED);
    expect(check(required('checkbox'), ['a'])).toBeUndefined();
  });

  it('radio and select fail when null or empty', () => {
    for (const type of ['radio', 'dropdown', 'select'] as const) {
      expect(check(required(type), null)).toBe(REQUIRED);
      expect(check(required(type), '')).toBe(REQUIRED);
      expect(check(required(type), 'a')).toBeUndefined();
    }
    expect(check(required('select', { selectOptions: { multiple: true } }), [])).toBe(REQUIRED);
  });

  it('dates, files, star ratings and skills fail when empty', () => {
    expect(check(required('date'), '')).toBe(REQUIRED);
    expect(check(required('date'), TODAY)).toBeUndefined();
    expect(check(required('fileUpload'), [])).toBe(REQUIRED);
    expect(check(required('file_upload'), null)).toBe(REQUIRED);
    expect(check(required('fileUpload'), [uploaded('cv.pdf')])).toBeUndefined();
    expect(check(required('star_rating'), undefined)).toBe(REQUIRED);
    expect(check(required('star_rating'), 0)).toBe(REQUIRED);
    expect(check(required('star_rating'), 1)).toBeUndefined();
    expect(check(required('skillSelector'), [])).toBe(REQUIRED);
    expect(check(required('skillSelector'), ['  '])).toBe(REQUIRED);
    expect(check(required('skillSelector'), ['TypeScript'])).toBeUndefined();
  });

  it('a dynamic list needs a row; an e-signature needs its answer', () => {
    expect(check(required('dynamicList'), [])).toBe(REQUIRED);
    expect(check(required('esignForm'), false)).toBe(REQUIRED);
    expect(check(required('embedded_form'), undefined)).toBe(REQUIRED);
    expect(check(required('esignForm'), true)).toBeUndefined();
  });

  it('a phone answers with the phone message, also for a calling code without a number', () => {
    const phone = required('phone');
    const message = 'Enter a valid phone number and country code.';
    expect(check(phone, undefined)).toBe(message);
    expect(check(phone, '')).toBe(message);
    expect(check(phone, '+1')).toBe(message);
    expect(check(phone, '+1 ')).toBe(message);
    expect(check(phone, '+1 202-555-0123')).toBeUndefined();
  });

  it('a date range with neither end gives the required message', () => {
    const range = required('dateRange');
    expect(check(range, { startDate: null, endDate: null })).toBe(REQUIRED);
    expect(check(range, { startDate: '', endDate: '', isCurrent: false })).toBe(REQUIRED);
    expect(check(range, undefined)).toBe(REQUIRED);
    expect(check(range, { startDate: '2025-01', endDate: '2025-03' })).toBeUndefined();
  });

  it('info and instruction items are never required', () => {
    expect(check(required('info'), undefined)).toBeUndefined();
    expect(check(required('instruction'), undefined)).toBeUndefined();
  });

  it('an optional empty question passes', () => {
    for (const type of [
      'text',
      'date',
      'phone',
      'radio',
      'star_rating',
      'skillSelector',
    ] as const) {
      expect(check(question(type), undefined)).toBeUndefined();
    }
  });
});
