import { describe, expect, it } from 'vitest';
import { isEmailLenient, isEmailStrict } from './email';
import { isNewQuestion, isVariablePlaceholder } from './new-question';
import { formatSin, formatSsn } from './ssn-sin';

describe('SSN and SIN input formatting', () => {
  it('keeps digits and dashes them as XXX-XX-XXXX, capped at 11 characters', () => {
    expect(formatSsn('')).toBe('');
    expect(formatSsn('12')).toBe('12');
    expect(formatSsn('123')).toBe('123');
    expect(formatSsn('1234')).toBe('123-4');
    expect(formatSsn('12345')).toBe('123-45');
    expect(formatSsn('123456')).toBe('123-45-6');
    expect(formatSsn('123-45-6789')).toBe('123-45-6789');
    expect(formatSsn('123 45 6789 9999')).toBe('123-45-6789');
    expect(formatSsn('abc')).toBe('');
    expect(formatSsn(42 as unknown as string)).toBe('');
  });

  it('keeps digits and dashes them as XXX-XXX-XXX, capped at 11 characters', () => {
    expect(formatSin('1234')).toBe('123-4');
    expect(formatSin('1234567')).toBe('123-456-7');
    expect(formatSin('12345678901')).toBe('123-456-789');
    expect(formatSin('12a3-4b5')).toBe('123-45');
  });
});

describe('new questions', () => {
  it('are those with newItem set, never an instruction', () => {
    expect(isNewQuestion({ type: 'text', newItem: true })).toBe(true);
    expect(isNewQuestion({ type: 'info', newItem: true })).toBe(true);
    expect(isNewQuestion({ type: 'instruction', newItem: true })).toBe(false);
    expect(isNewQuestion({ type: 'text', newItem: false })).toBe(false);
    expect(isNewQuestion({ type: 'text' })).toBe(false);
  });
});

describe('variable placeholders', () => {
  it('are one name in double curly braces, the whole value', () => {
    expect(isVariablePlaceholder('{{first_name}}')).toBe(true);
    expect(isVariablePlaceholder('{{candidate.email}}')).toBe(true);
    expect(isVariablePlaceholder('{{ first_name }}')).toBe(true);
    for (const value of [
      'Hi {{first_name}}',
      '{{first_name}}!',
      ' {{first_name}}',
      '{{a}}{{b}}',
      '{{a}} {{b}}',
      '{{first name}}',
      '{{}}',
      '{{ }}',
      '{{{a}}}',
      '{{a}b}}',
      '{a}',
      '{{a}',
      'first_name',
      '',
      42,
      null,
    ]) {
      expect(isVariablePlaceholder(value), String(value)).toBe(false);
    }
  });
});

describe('e-mail checks', () => {
  it('lenient: something@something.something without spaces', () => {
    for (const value of ['a@b.c', 'ada@example.com', 'ünï@exämple.de', 'a+b@c.io']) {
      expect(isEmailLenient(value), value).toBe(true);
    }
    for (const value of ['no at sign', 'a@b', '@b.c', 'a@.', 'a b@c.d', 'a@b@c.d', '', 7]) {
      expect(isEmailLenient(value), String(value)).toBe(false);
    }
    expect(isEmailLenient(`${'a'.repeat(320)}@b.co`)).toBe(false);
  });

  it('strict: letters, digits and ._%+- before the @, then a domain with a TLD of 2+ letters', () => {
    for (const value of ['first.last+tag@example.co', 'a_b%c-d@mail.example.com', 'A1@x-y.org']) {
      expect(isEmailStrict(value), value).toBe(true);
    }
    for (const value of [
      'a@b.c',
      'fïrst@example.com',
      'a b@example.com',
      'a@example.c0m',
      'a@example',
      'a!@example.com',
      'a@exa_mple.com',
    ]) {
      expect(isEmailStrict(value), value).toBe(false);
    }
  });
});
