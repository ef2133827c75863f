import { normalizePlaceText } from './place-text';

const displayNamesByLocale = new Map<string, Intl.DisplayNames>();

function displayNames(locale: string): Intl.DisplayNames {
  let names = displayNamesByLocale.get(locale);
  if (!names) {
    names = new Intl.DisplayNames([locale], { type: 'region', fallback: 'code' });
    displayNamesByLocale.set(locale, names);
  }
  return names;
}

// "DE" → "Germany" (en) or "Deutschland" (de); an unknown code reads as itself.
export function countryName(code: string, locale = 'en'): string {
  try {
    return displayNames(locale).of(code.toUpperCase()) ?? code;
  } catch {
    return code;
  }
}

// Names people type that Intl's English names do not cover.
const COUNTRY_ALIASES: [string, string][] = [
  ['usa', 'US'],
  ['united states of america', 'US'],
  ['america', 'US'],
  ['uk', 'GB'],
  ['great britain', 'GB'],
  ['britain', 'GB'],
  ['england', 'GB'],
  ['scotland', 'GB'],
  ['wales', 'GB'],
  ['northern ireland', 'GB'],
  ['czech republic', 'CZ'],
  ['holland', 'NL'],
  ['the netherlands', 'NL'],
  ['korea', 'KR'],
  ['republic of korea', 'KR'],
  ['uae', 'AE'],
  ['russian federation', 'RU'],
  ['ivory coast', 'CI'],
  ['turkey', 'TR'],
  ['deutschland', 'DE'],
  ['hong kong', 'HK'],
  ['macau', 'MO'],
  ['myanmar', 'MM'],
  ['burma', 'MM'],
  ['palestine', 'PS'],
  ['dr congo', 'CD'],
  ['democratic republic of the congo', 'CD'],
  ['republic of the congo', 'CG'],
];

// Normalised English country names and codes → code, for the countries of the gazetteer.
export function buildCountryCodeIndex(codes: Iterable<string>): Map<string, string> {
  const index = new Map<string, string>();
  for (const code of codes) {
    index.set(code.toLowerCase(), code);
    index.set(normalizePlaceText(countryName(code)), code);
  }
  for (const [alias, code] of COUNTRY_ALIASES) if (!index.has(alias)) index.set(alias, code);
  return index;
}
