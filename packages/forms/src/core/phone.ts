import {
  getCountryCallingCode,
  isValidPhoneNumber,
  parsePhoneNumberFromString,
  type CountryCode,
} from 'libphonenumber-js/core';
import { isPhoneCountry } from './phone-countries';
import { getPhoneMetadata } from './phone-metadata';

// Longer than any phone number with its punctuation: refused before any parsing.
const MAX_LENGTH = 64;
// The value's shape: "+<calling code> <number>", e.g. "+1 202-555-0123".
const PHONE_VALUE = /^\+(\d{1,3})(?:\s+|$)(.*)$/s;
const PHONE_VALUE_UNSPACED = /^\+([\d-]+)$/;
const NUMBER_CHARACTERS = /^[\d+-]*$/;

export type PhoneValueParts = { callingCode: string; number: string };

function knownCallingCode(digits: string): string | undefined {
  const codes = getPhoneMetadata()?.country_calling_codes ?? {};
  // Calling codes are prefix-free: at most one of the first 1–3 digits is one.
  return [1, 2, 3]
    .map((length) => digits.slice(0, length))
    .find((prefix) => Object.hasOwn(codes, prefix));
}

/**
 * A phone question's value split into calling code and number ("+1 202-555-0123"; without the
 * space, "+12025550123", the code is the known calling code it starts with); undefined without
 * a "+code".
 */
export function splitPhoneValue(value: unknown): PhoneValueParts | undefined {
  if (typeof value !== 'string' || value.length > MAX_LENGTH) return undefined;
  const trimmed = value.trim();
  const spaced = PHONE_VALUE.exec(trimmed);
  if (spaced) return { callingCode: spaced[1] ?? '', number: (spaced[2] ?? '').trim() };
  const unspaced = PHONE_VALUE_UNSPACED.exec(trimmed)?.[1];
  if (unspaced === undefined) return undefined;
  const digits = unspaced.replace(/-/g, '');
  const callingCode = knownCallingCode(digits) ?? digits.slice(0, 1);
  return { callingCode, number: digits.slice(callingCode.length) };
}

/** A calling code chosen with no number typed: an unanswered optional question, not an error. */
export function isPhoneValueBlank(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value !== 'string') return false;
  const trimmed = value.trim();
  return trimmed === '' || /^\+\d{0,3}$/.test(trimmed);
}

/**
 * Phone question: a calling code and a number, the number only digits, plus and dash,
 * and libphonenumber calling it valid. Undefined when that cannot be told yet (no metadata).
 */
export function isPhoneValueValid(value: unknown): boolean | undefined {
  const parts = splitPhoneValue(value);
  if (!parts || !NUMBER_CHARACTERS.test(parts.number) || !/\d/.test(parts.number)) return false;
  const metadata = getPhoneMetadata();
  if (!metadata) return undefined;
  try {
    const digits = parts.number.replace(/\D/g, '');
    return isValidPhoneNumber(`+${parts.callingCode}${digits}`, metadata);
  } catch {
    return false;
  }
}

const STRICT_CHARACTERS = /^[\d()+\-. ]+$/;

export type PhoneStrictError = 'phoneStrictInvalid' | 'phoneStrictCountry';

/**
 * Strict mode: only digits, parentheses, +, -, . and spaces, and a number valid for the country.
 * Answers the message key ('Enter a valid phone number' or 'Invalid country calling code'), or
 * undefined when it passes or cannot be told (no metadata).
 */
export function validatePhoneStrict(
  value: unknown,
  country?: string,
): PhoneStrictError | undefined {
  if (typeof value !== 'string' || value.length > MAX_LENGTH) return 'phoneStrictInvalid';
  if (!STRICT_CHARACTERS.test(value) || !/\d/.test(value)) return 'phoneStrictInvalid';
  const metadata = getPhoneMetadata();
  if (!metadata) return undefined;
  const region = typeof country === 'string' && country !== '' ? country.toUpperCase() : undefined;
  if (region !== undefined && !isPhoneCountry(region)) return 'phoneStrictCountry';
  const trimmed = value.trim();
  if (trimmed.startsWith('+') && knownCallingCode(trimmed.replace(/\D/g, '')) === undefined) {
    return 'phoneStrictCountry';
  }
  try {
    const parsed = parsePhoneNumberFromString(
      trimmed,
      { defaultCountry: region as CountryCode | undefined },
      metadata,
    );
    if (!parsed) return 'phoneStrictInvalid';
    if (
      region !== undefined &&
      parsed.countryCallingCode !== getCountryCallingCode(region as CountryCode, metadata)
    ) {
      return 'phoneStrictCountry';
    }
    return parsed.isValid() ? undefined : 'phoneStrictInvalid';
  } catch {
    return 'phoneStrictInvalid';
  }
}

/** Non-strict mode: refused only when it starts with a letter or - # : . \ / % @ !. */
export function isPhoneAcceptedNonStrict(value: unknown): boolean {
  return typeof value === 'string' && !/^[\p{L}\-#:.\\/%@!]/u.test(value.trim());
}

/** The number in E.164 ("+12025550123"), or '' when it is not a valid number. */
export function toE164(value: unknown, country?: string): string {
  const metadata = getPhoneMetadata();
  if (!metadata || typeof value !== 'string' || value.length > MAX_LENGTH) return '';
  const region = typeof country === 'string' ? country.toUpperCase() : undefined;
  try {
    const parsed = parsePhoneNumberFromString(
      value,
      { defaultCountry: region && isPhoneCountry(region) ? (region as CountryCode) : undefined },
      metadata,
    );
    return parsed?.isValid() ? parsed.number : '';
  } catch {
    return '';
  }
}
