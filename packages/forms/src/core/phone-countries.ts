import {
  getCountries,
  getCountryCallingCode,
  isSupportedCountry,
  type CountryCode,
} from 'libphonenumber-js/core';
import { getPhoneMetadata } from './phone-metadata';

export type PhoneCountry = {
  /** ISO 3166-1 alpha-2. */
  code: string;
  /** Without the +. */
  callingCode: string;
  flag: string;
  name: string;
};

/** The flag emoji of an ISO 3166 alpha-2 code (two regional-indicator letters). */
export function flagEmoji(code: string): string {
  const letters = code.toUpperCase();
  return String.fromCodePoint(0x1f1a5 + letters.charCodeAt(0), 0x1f1a5 + letters.charCodeAt(1));
}

function displayNames(locale: string): Intl.DisplayNames {
  try {
    return new Intl.DisplayNames([locale, 'en'], { type: 'region', fallback: 'code' });
  } catch {
    return new Intl.DisplayNames(['en'], { type: 'region', fallback: 'code' });
  }
}

function collator(locale: string): Intl.Collator {
  try {
    return new Intl.Collator(locale);
  } catch {
    return new Intl.Collator('en');
  }
}

const listed = new Map<string, readonly PhoneCountry[]>();

/**
 * Every country of the metadata with its flag, calling code and name in the language,
 * sorted by name there; empty until the metadata is loaded.
 */
export function phoneCountries(locale: string): readonly PhoneCountry[] {
  const metadata = getPhoneMetadata();
  if (!metadata) return [];
  const cached = listed.get(locale);
  if (cached) return cached;
  const names = displayNames(locale);
  const byName = collator(locale);
  const countries = getCountries(metadata)
    .map((code) => ({
      code,
      callingCode: getCountryCallingCode(code, metadata),
      flag: flagEmoji(code),
      name: names.of(code) ?? code,
    }))
    .sort((a, b) => byName.compare(a.name, b.name));
  if (listed.size < 50) listed.set(locale, countries);
  return countries;
}

/** Whether a code is a country of the metadata (any two letters while it is not loaded). */
export function isPhoneCountry(code: string): boolean {
  const metadata = getPhoneMetadata();
  if (!/^[A-Z]{2}$/.test(code)) return false;
  return !metadata || isSupportedCountry(code as CountryCode, metadata);
}

/** The default country is the page's setting when it names a country, else US. */
export function defaultPhoneCountry(setting?: string): string {
  const code = typeof setting === 'string' ? setting.trim().toUpperCase() : '';
  return isPhoneCountry(code) ? code : 'US';
}

/** The main country of a calling code ('1' → 'US'); undefined for an unknown code. */
export function countryOfCallingCode(callingCode: string): string | undefined {
  const codes = getPhoneMetadata()?.country_calling_codes;
  return codes && Object.hasOwn(codes, callingCode) ? codes[callingCode]?.[0] : undefined;
}
