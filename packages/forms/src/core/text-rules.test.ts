import { describe, expect, it } from 'vitest';
import { compileRegex } from './regex-rule';
import { check, question, withRules } from './test-support';
import { characterCount, decimalOf, TEXT_ANSWER_MAX_LENGTH, textFormatterOf } from './text-rules';
import type { Rule } from './types';

const text = (rules: Rule[]) => withRules('text', rules);
const EMAIL = 'Email is invalid. Use the format "name@example.com".';
const PHONE = 'Phone number is invalid. Only use digits (0-9), dashes (-) or parentheses ().';
const SSN = 'Social security number is invalid. Enter in the format of XXX-XX-XXXX.';
const SIN = 'Social insurance number is invalid. Enter in the format of XXX-XXX-XXX.';

describe('text rules', () => {
  it('email', () => {
    expect(check(text([{ type: 'email' }]), 'nope')).toBe(EMAIL);
    expect(check(text([{ type: 'email' }]), 'a b@example.com')).toBe(EMAIL);
    expect(check(text([{ type: 'email' }]), 'ada@example.com')).toBeUndefined();
  });

  it('email questions check the address without a rule', () => {
    expect(check(question('email'), 'nope')).toBe(EMAIL);
    expect(check(question('email'), 'ada@example.com')).toBeUndefined();
    expect(check(question('email', { rules: [{ type: 'email', message: 'Mail?' }] }), 'x')).toBe(
      'Mail?',
    );
  });

  it('phone: digits, dashes, parentheses (with spaces and a leading +)', () => {
    expect(check(text([{ type: 'phone' }]), '555 abc')).toBe(PHONE);
    expect(check(text([{ type: 'phone' }]), '202.555.0123')).toBe(PHONE);
    expect(check(text([{ type: 'phone' }]), '--')).toBe(PHONE);
    expect(check(text([{ type: 'phone' }]), '1+2')).toBe(PHONE);
    expect(check(text([{ type: 'phone' }]), '(202) 555-0123')).toBeUndefined();
    expect(check(text([{ type: 'phone' }]), '+1 (202) 555-0123')).toBeUndefined();
  });

  it('regex: slash-delimited with flags, or a bare pattern', () => {
    expect(check(text([{ type: 'regex', value: '/^[a-z]+$/' }]), 'ABC')).toBe(
      'Enter a valid value.',
    );
    expect(check(text([{ type: 'regex', value: '/^[a-z]+$/i' }]), 'ABC')).toBeUndefined();
    expect(check(text([{ type: 'regex', value: '^\\d+$' }]), '12a')).toBe('Enter a valid value.');
    expect(check(text([{ type: 'regex', value: '^\\d+$' }]), '12')).toBeUndefined();
    expect(check(text([{ type: 'regex', value: '/^a.c$/s' }]), 'a\nc')).toBeUndefined();
  });

  it('regex: a global flag does not make the test stateful', () => {
    const item = text([{ type: 'regex', value: '/^a/g' }]);
    expect([check(item, 'abc'), check(item, 'abc'), check(item, 'abc')]).toEqual([
      undefined,
      undefined,
      undefined,
    ]);
  });

  it('regex: a pattern that does not compile passes, and so does a value that is not text', () => {
    expect(compileRegex('/(/')).toBeNull();
    expect(compileRegex('/a/xyz')).toBeNull();
    expect(check(text([{ type: 'regex', value: '/(/' }]), 'x')).toBeUndefined();
    expect(check(text([{ type: 'regex', value: '[' }]), 'x')).toBeUndefined();
    const odd = [{ type: 'regex', value: 42 }] as unknown as Rule[];
    expect(check(text(odd), 'x')).toBeUndefined();
  });

  it('minLength and maxLength count characters, with plural forms', () => {
    expect(check(text([{ type: 'minLength', value: 3 }]), 'ab')).toBe(
      'Enter at least 3 characters.',
    );
    expect(check(text([{ type: 'minLength', value: 1 }]), '')).toBeUndefined();
    expect(check(text([{ type: 'minLength', value: 2 }]), 'a')).toBe(
      'Enter at least 2 characters.',
    );
    expect(check(text([{ type: 'maxLength', value: 3 }]), 'abcd')).toBe(
      'Enter no more than 3 characters.',
    );
    expect(check(text([{ type: 'maxLength', value: 1 }]), 'ab')).toBe(
      'Enter no more than 1 character.',
    );
    expect(check(text([{ type: 'maxLength', value: 2 }]), '👍👍')).toBeUndefined();
    expect(characterCount('a👍b')).toBe(3);
  });

  it('no answer is longer than 10,000 characters: a pasted 10 MB is refused at once', () => {
    expect(TEXT_ANSWER_MAX_LENGTH).toBe(10_000);
    const pasted = '9'.repeat(10 * 1024 * 1024) + 'x';
    const started = performance.now();
    // A number, a regex that backtracks and a plain text: each refuses before reading it.
    expect(check(question('number'), pasted)).toBe('Enter no more than 10000 characters.');
    expect(check(text([{ type: 'regex', value: '^(\\d+)*$' }]), pasted)).toBe(
      'Enter no more than 10000 characters.',
    );
    expect(check(question('textarea'), pasted)).toBe('Enter no more than 10000 characters.');
    expect(check(question('ssn'), pasted)).toBe('Enter no more than 10000 characters.');
    expect(performance.now() - started).toBeLessThan(1000);
    // The question's own maxLength within the ceiling keeps its limit and words.
    expect(check(text([{ type: 'maxLength', value: 500 }]), pasted)).toBe(
      'Enter no more than 500 characters.',
    );
    expect(check(text([{ type: 'maxLength', value: 500, message: 'Too long!' }]), pasted)).toBe(
      'Too long!',
    );
    expect(check(text([{ type: 'maxLength', value: 50_000 }]), pasted)).toBe(
      'Enter no more than 10000 characters.',
    );
    // Exactly at the ceiling, counted as a reader counts (an emoji is one character).
    expect(check(question('textarea'), 'a'.repeat(TEXT_ANSWER_MAX_LENGTH))).toBeUndefined();
    expect(check(question('textarea'), '😀'.repeat(TEXT_ANSWER_MAX_LENGTH))).toBeUndefined();
    expect(check(question('textarea'), '😀'.repeat(TEXT_ANSWER_MAX_LENGTH + 1))).toBe(
      'Enter no more than 10000 characters.',
    );
  });

  it('minValue and maxValue compare numbers; text that is not a number fails them', () => {
    const adult = text([{ type: 'minValue', value: 18 }]);
    expect(check(adult, '17')).toBe('Enter a value greater than or equal to 18.');
    expect(check(adult, '18')).toBeUndefined();
    expect(check(adult, 18.5)).toBeUndefined();
    expect(check(adult, 'eighteen')).toBe('Enter a value greater than or equal to 18.');
    const capped = text([{ type: 'maxValue', value: 65 }]);
    expect(check(capped, '66')).toBe('Enter a value less than or equal to 65.');
    expect(check(capped, '-1e3')).toBeUndefined();
    expect(check(capped, '0x10')).toBe('Enter a value less than or equal to 65.');
    expect(decimalOf(' 2.5 ')).toBe(2.5);
    expect(decimalOf('Infinity')).toBeUndefined();
  });

  it('ssn and sin rules', () => {
    expect(check(text([{ type: 'ssn' }]), '123456789')).toBe(SSN);
    expect(check(text([{ type: 'ssn' }]), '123-45-6789')).toBeUndefined();
    expect(check(text([{ type: 'sin' }]), '123-45-6789')).toBe(SIN);
    expect(check(text([{ type: 'sin' }]), '123-456-789')).toBeUndefined();
  });

  it('ssn and sin questions check their format without a rule', () => {
    expect(check(question('ssn'), '123-456-789')).toBe(SSN);
    expect(check(question('ssn'), '123-45-6789')).toBeUndefined();
    expect(check(question('sin'), '123-45-6789')).toBe(SIN);
    expect(check(question('sin'), '123-456-789')).toBeUndefined();
    expect(check(question('ssn', { rules: [{ type: 'ssn', message: 'SSN?' }] }), '1')).toBe('SSN?');
  });

  it('a rule’s own message overrides the default; the first failing rule wins', () => {
    expect(check(text([{ type: 'minLength', value: 5, message: 'Too short!' }]), 'ab')).toBe(
      'Too short!',
    );
    const ordered = text([
      { type: 'maxLength', value: 2 },
      { type: 'regex', value: '/^\\d+$/', message: 'Digits only' },
    ]);
    expect(check(ordered, 'abc')).toBe('Enter no more than 2 characters.');
    expect(check(ordered, 'ab')).toBe('Digits only');
    // A blank own message is no message.
    expect(check(text([{ type: 'minLength', value: 5, message: ' ' }]), 'ab')).toBe(
      'Enter at least 5 characters.',
    );
  });

  it('number questions need a number; text questions take a number as typed', () => {
    expect(check(question('number'), 'abc')).toBe('Enter a valid value.');
    expect(check(question('number'), '42')).toBeUndefined();
    expect(check(text([{ type: 'minLength', value: 3 }]), 12)).toBe('Enter at least 3 characters.');
  });

  it('a value of the wrong shape is not a valid text', () => {
    for (const value of [true, { a: 1 }, ['a'], Number.NaN]) {
      expect(check(question('text'), value)).toBe('Enter a valid value.');
    }
  });

  it('skips empty values, and rules that are not text rules', () => {
    expect(check(text([{ type: 'email' }]), '')).toBeUndefined();
    expect(check(text([{ type: 'isFuture' }, { type: 'maxFileSizeMB', value: 1 }]), 'x')).toBe(
      undefined,
    );
  });
});

describe('textOptions.formatValue', () => {
  it('a named formatter: ssn, sin, uppercase', () => {
    expect(textFormatterOf('ssn')?.('123456789')).toBe('123-45-6789');
    expect(textFormatterOf('sin')?.('123456789')).toBe('123-456-789');
    expect(textFormatterOf('uppercase')?.('ab-c')).toBe('AB-C');
  });

  it('a function from a form built in code, made safe', () => {
    expect(textFormatterOf((value: string) => value.replace(/\s+/g, ''))?.('a b  c')).toBe('abc');
    // A formatter that throws, or answers something other than text, leaves the text as typed.
    const throwing = textFormatterOf(() => {
      throw new Error('bad formatter');
    });
    expect(throwing?.('as typed')).toBe('as typed');
    expect(textFormatterOf(() => 42)?.('as typed')).toBe('as typed');
    expect(textFormatterOf(() => undefined)?.('as typed')).toBe('as typed');
  });

  it('anything else formats nothing (an unknown name, an inherited property’s name)', () => {
    for (const value of [
      undefined,
      '',
      'lowercase',
      'toString',
      'constructor',
      '__proto__',
      3,
      {},
    ]) {
      expect(textFormatterOf(value), JSON.stringify(value)).toBeUndefined();
    }
  });
});
