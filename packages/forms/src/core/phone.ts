import {
  getCountries,
  getCountryCallingCode,
  isSupportedCountry,
  isValidPhoneNumber,
  parsePhoneNumberFromString,
  type CountryCode,
} from 'libphonenumber-js/core';
import { getPhoneMetadata } from './phone-metadata';

export type PhoneCountry = { code: string; callingCode: string; flag: string; name: string };

/** The flag emoji of an ISO 3166 alpha-2 code (two regional-indicator letters). */
export function flagEmoji(code: string): string {
  const letters = Array.from(code.toUpperCase(), (letter) => 0x1f1a5 + letter.charCodeAt(0));
  return String.fromCodePoint(...letters);
}

/** Spec 3 §5: every country with its flag, calling code and name in the language, by name. */
export function phoneCountries(locale: string): PhoneCountry[] {
  const metadata = getPhoneMetadata();
  if (!metadata) return [];
  let names: Intl.DisplayNames | undefined;
  try {
    names = new Intl.DisplayNames([locale, 'en'], { type: 'region' });
  } catch {
    names = undefined;
  }
  const collator = new Intl.Collator(locale);
  return getCountries(metadata)
    .map((code) => ({
      code,
      callingCode: getCountryCallingCode(code, metadata),
      flag: flagEmoji(code),
      name: names?.of(code) ?? code,
    }))
    .sort((a, b) => collator.compare(a.name, b.name));
}

/** Spec 3 §5: the default country comes from a window setting, else 'US'. */
export function defaultPhoneCountry(setting?: unknown): string {
  const metadata = getPhoneMetadata();
  if (typeof setting === 'string' && /^[A-Za-z]{2}$/.test(setting)) {
    const code = setting.toUpperCase();
    if (!metadata || isSupportedCountry(code as CountryCode, metadata)) return code;
  }
  return 'US';
}

/** The main country of a calling code ('1' → 'US'). */
export function countryOfCallingCode(callingCode: string): string | undefined {
  const metadata = getPhoneMetadata() as
    { country_calling_codes?: Record<string, string[]> } | undefined;
  return metadata?.country_calling_codes?.[callingCode]?.[0];
}

/** A phone value "+<calling code> <number>" split; undefined parts when missing. */
export function splitPhoneValue(value: string): { callingCode?: string; number: string } {
  const match = /^\+(\d{1,4})\s*(.*)$/.exec(value.trim());
  return match ? { callingCode: match[1], number: match[2] ?? '' } : { number: value.trim() };
}

/**
 * Spec 3 §5 phone question: both a calling code and a number, the number only digits, plus and
 * dash, valid for its country. Undefined when it passes (or when no metadata is loaded yet).
 */
export function isPhoneValueValid(value: unknown): boolean | undefined {
  const metadata = getPhoneMetadata();
  if (typeof value !== 'string' || value.length > 40) return false;
  const { callingCode, number } = splitPhoneValue(value);
  if (!callingCode || !number || !/^[\d+-]+$/.test(number.replace(/\s/g, ''))) return false;
  if (!metadata) return undefined;
  try {
    return isValidPhoneNumber(`+${callingCode}${number.replace(/[\s-]/g, '')}`, metadata);
  } catch {
    return false;
  }
}

/** Spec 2 §5 strict check: 'Enter a valid phone number' or 'Invalid country calling code'. */
export function validatePhoneStrict(
  value: string,
  country?: string,
): 'phoneStrictInvalid' | 'phoneStrictCountry' | undefined {
  const metadata = getPhoneMetadata();
  if (!/^[\d()+\-. ]+$/.test(value)) return 'phoneStrictInvalid';
  if (!metadata) return undefined;
  if (country && !isSupportedCountry(country as CountryCode, metadata)) return 'phoneStrictCountry';
  try {
    const parsed = parsePhoneNumberFromString(
      value,
      { defaultCountry: country as CountryCode | undefined },
      metadata,
    );
    if (!parsed) return value.trim().startsWith('+') ? 'phoneStrictCountry' : 'phoneStrictInvalid';
    return parsed.isValid() ? undefined : 'phoneStrictInvalid';
  } catch {
    return 'phoneStrictCountry';
  }
}

/** Spec 2 §5 non-strict: rejected only when it starts with a letter or - # : . \ / % @ !. */
export function isPhoneAcceptedNonStrict(value: string): boolean {
  return !/^[\p{L}\-#:.\\/%@!]/u.test(value.trim());
}

/** Spec 2 §5: E.164, or '' for an invalid number. */
export function toE164(value: string, country?: string): string {
  const metadata = getPhoneMetadata();
  if (!metadata) return '';
  try {
    const parsed = parsePhoneNumberFromString(
      value,
      { defaultCountry: country as CountryCode | undefined },
      metadata,
    );
    return parsed?.isValid() ? parsed.number : '';
  } catch {
    return '';
  }
}
