import metadata from 'libphonenumber-js/min/metadata';
import { afterEach, describe, expect, it } from 'vitest';
import {
  defaultPhoneCountry,
  flagEmoji,
  isPhoneAcceptedNonStrict,
  isPhoneValueValid,
  loadPhoneMetadata,
  phoneCountries,
  setPhoneMetadata,
  splitPhoneValue,
  toE164,
  validatePhoneStrict,
} from './index';
import { check, question } from './test-support';
import type { MetadataJson } from 'libphonenumber-js/core';

const PHONE = 'Enter a valid phone number and country code.';
const phone = question('phone');

describe('the phone question: "+<calling code> <number>"', () => {
  it('passes valid numbers with a calling code', () => {
    for (const value of [
      '+1 2025550123',
      '+1 202-555-0123',
      '+12025550123',
      '+49 30-901820',
      ' +44 20-7946-0958 ',
    ]) {
      expect(check(phone, value)).toBeUndefined();
    }
  });

  it('fails without a calling code, with an unknown one, or with a number libphonenumber refuses', () => {
    expect(check(phone, '2025550123')).toBe(PHONE);
    expect(check(phone, '+999 2025550123')).toBe(PHONE);
    expect(check(phone, '+1 123')).toBe(PHONE);
    expect(check(phone, '+1 202555012345678')).toBe(PHONE);
  });

  it('the number may hold only digits, plus and dash', () => {
    expect(check(phone, '+1 (202) 555-0123')).toBe(PHONE);
    expect(check(phone, '+1 202.555.0123')).toBe(PHONE);
    expect(check(phone, '+1 202 555 0123')).toBe(PHONE);
    expect(check(phone, '+1 20255501x3')).toBe(PHONE);
  });

  it('a calling code alone is an unanswered optional question', () => {
    expect(check(phone, '+1')).toBeUndefined();
    expect(check(phone, '+44 ')).toBeUndefined();
  });

  it('a value that is not text is not a phone number', () => {
    for (const value of [
      2025550123,
      true,
      ['+1', '2025550123'],
      { code: '+1' },
      '+1 ' + '5'.repeat(100),
    ]) {
      expect(check(phone, value)).toBe(PHONE);
    }
  });

  it('splits a value into calling code and number', () => {
    expect(splitPhoneValue('+1 202-555-0123')).toEqual({
      callingCode: '1',
      number: '202-555-0123',
    });
    expect(splitPhoneValue('+44 20-7946-0958')).toEqual({
      callingCode: '44',
      number: '20-7946-0958',
    });
    expect(splitPhoneValue('+442079460958')).toEqual({ callingCode: '44', number: '2079460958' });
    expect(splitPhoneValue('+1-202-555-0123')).toEqual({ callingCode: '1', number: '2025550123' });
    expect(splitPhoneValue('+1')).toEqual({ callingCode: '1', number: '' });
    expect(splitPhoneValue('2025550123')).toBeUndefined();
    expect(splitPhoneValue('+')).toBeUndefined();
  });
});

describe('without the metadata (the browser before it loads)', () => {
  afterEach(() => {
    setPhoneMetadata(metadata);
  });

  it('never throws: a well-formed phone passes as unknown, a malformed one still fails', async () => {
    setPhoneMetadata(undefined as unknown as MetadataJson);
    expect(isPhoneValueValid('+1 2025550123')).toBeUndefined();
    expect(check(phone, '+1 123')).toBeUndefined();
    expect(check(phone, '2025550123')).toBe(PHONE);
    expect(validatePhoneStrict('(202) 555-0123', 'US')).toBeUndefined();
    expect(toE164('+1 202 555 0123')).toBe('');
    expect(phoneCountries('en')).toEqual([]);
    expect(defaultPhoneCountry('DE')).toBe('DE');
    await loadPhoneMetadata();
    expect(check(phone, '+1 123')).toBe(PHONE);
  });
});

describe('countries', () => {
  it('lists every country with flag, calling code and name, sorted by name in the language', () => {
    const english = phoneCountries('en');
    expect(english.length).toBe(Object.keys(metadata.countries).length);
    expect(english.find((country) => country.code === 'US')).toEqual({
      code: 'US',
      callingCode: '1',
      flag: '🇺🇸',
      name: 'United States',
    });
    expect(english[0]?.name).toBe('Afghanistan');
    const names = english.map((country) => country.name);
    expect(names).toEqual([...names].sort(new Intl.Collator('en').compare));
    const german = phoneCountries('de');
    expect(german.find((country) => country.code === 'DE')?.name).toBe('Deutschland');
    expect(german.findIndex((country) => country.code === 'EG')).toBeLessThan(
      german.findIndex((country) => country.code === 'AL'),
    );
    expect(phoneCountries('ar').find((country) => country.code === 'EG')?.name).toBe('مصر');
    expect(phoneCountries('not a locale!').length).toBe(english.length);
  });

  it('makes flags from regional-indicator letters', () => {
    expect(flagEmoji('de')).toBe('🇩🇪');
  });

  it('defaults to the setting when it is a known country, else US', () => {
    expect(defaultPhoneCountry('DE')).toBe('DE');
    expect(defaultPhoneCountry('gb')).toBe('GB');
    expect(defaultPhoneCountry('ZZ')).toBe('US');
    expect(defaultPhoneCountry('Germany')).toBe('US');
    expect(defaultPhoneCountry('')).toBe('US');
    expect(defaultPhoneCountry()).toBe('US');
  });
});

describe('phone helpers', () => {
  it('strict: only digits, parentheses, +, -, . and spaces', () => {
    expect(validatePhoneStrict('(202) 555-0123', 'US')).toBeUndefined();
    expect(validatePhoneStrict('202.555.0123', 'US')).toBeUndefined();
    expect(validatePhoneStrict('+1 202 555 0123')).toBeUndefined();
    expect(validatePhoneStrict('202 555 01x3', 'US')).toBe('phoneStrictInvalid');
    expect(validatePhoneStrict('202/555/0123', 'US')).toBe('phoneStrictInvalid');
    expect(validatePhoneStrict('', 'US')).toBe('phoneStrictInvalid');
    expect(validatePhoneStrict(2025550123, 'US')).toBe('phoneStrictInvalid');
  });

  it('strict: valid for the country, or an invalid calling code', () => {
    expect(validatePhoneStrict('123', 'US')).toBe('phoneStrictInvalid');
    expect(validatePhoneStrict('(202) 555-0123', 'GB')).toBe('phoneStrictInvalid');
    expect(validatePhoneStrict('020 7946 0958', 'GB')).toBeUndefined();
    expect(validatePhoneStrict('+999 123456')).toBe('phoneStrictCountry');
    expect(validatePhoneStrict('+44 20 7946 0958', 'US')).toBe('phoneStrictCountry');
    expect(validatePhoneStrict('202 555 0123', 'ZZ')).toBe('phoneStrictCountry');
  });

  it('strict messages are catalog keys', async () => {
    const { createTranslator } = await import('./translate');
    const t = createTranslator('en');
    expect(t('phoneStrictInvalid')).toBe('Enter a valid phone number');
    expect(t('phoneStrictCountry')).toBe('Invalid country calling code');
  });

  it('non-strict: refused only when it starts with a letter or - # : . \\ / % @ !', () => {
    for (const value of [
      'abc',
      'x123',
      'É12',
      '-123',
      '#123',
      ':1',
      '.1',
      '\\1',
      '/1',
      '%1',
      '@1',
      '!1',
    ]) {
      expect(isPhoneAcceptedNonStrict(value)).toBe(false);
    }
    for (const value of ['(202) 555', '+1 202', '202 abc', '1-800-FLOWERS', '', '*123']) {
      expect(isPhoneAcceptedNonStrict(value)).toBe(true);
    }
    expect(isPhoneAcceptedNonStrict(42)).toBe(false);
  });

  it('E.164, or an empty string for an invalid number', () => {
    expect(toE164('(202) 555-0123', 'US')).toBe('+12025550123');
    expect(toE164('+44 20 7946 0958')).toBe('+442079460958');
    expect(toE164('020 7946 0958', 'gb')).toBe('+442079460958');
    expect(toE164('12', 'US')).toBe('');
    expect(toE164('2025550123')).toBe('');
    expect(toE164('2025550123', 'ZZ')).toBe('');
    expect(toE164(null)).toBe('');
  });
});
