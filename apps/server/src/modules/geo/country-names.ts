import { normalizePlaceText } from './place-text';

// Per locale, ICU's names and the ones already asked for: indexing a million positions asks
// for a few hundred names a million times. Codes are two letters, so each map stays small.
const namesByLocale = new Map<string, { display: Intl.DisplayNames; known: Map<string, string> }>();

function namesFor(locale: string) {
  let names = namesByLocale.get(locale);
  if (!names) {
    names = {
      display: new Intl.DisplayNames([locale], { type: 'region', fallback: 'code' }),
      known: new Map(),
    };
    namesByLocale.set(locale, names);
  }
  return names;
}

// "DE" → "Germany" (en) or "Deutschland" (de); an unknown code reads as itself.
export function countryName(code: string, locale = 'en'): string {
  try {
    const { display, known } = namesFor(locale);
    let name = known.get(code);
    if (name === undefined) {
      name = display.of(code.toUpperCase()) ?? code;
      if (code.length <= 3) known.set(code, name);
    }
    return name;
  } catch {
    // A locale or code ICU refuses.
    return code;
  }
}

// Regions ICU names that are not countries: the EU, the eurozone, outlying Oceania, the UN and
// the unknown region.
const NOT_COUNTRIES = new Set(['EU', 'EZ', 'QO', 'UN', 'ZZ']);

// Names people type that ICU's English names, long and short, do not cover.
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

// Every ISO 3166-1 code ICU names, keyed by its code, its English long and short names
// ("United Kingdom", "UK") and the aliases, all through normalizePlaceText. Codes come first, so
// a code always reads as itself; the first country to claim a name keeps it.
function buildCountryCodeIndex(): Map<string, string> {
  const long = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' });
  const short = new Intl.DisplayNames(['en'], { type: 'region', style: 'short', fallback: 'none' });
  const index = new Map<string, string>();
  const names: [string, string][] = [];
  const letters = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
  for (const first of letters) {
    for (const second of letters) {
      const code = first + second;
      // X… codes are user-assigned (pseudo-locales) except Kosovo's; withdrawn codes (DD, YU)
      // carry their successor's name, which must lead to the successor.
      const isWithdrawn = Intl.getCanonicalLocales(`und-${code}`)[0] !== `und-${code}`;
      if (NOT_COUNTRIES.has(code) || (first === 'X' && code !== 'XK') || isWithdrawn) continue;
      const name = long.of(code);
      if (name === undefined) continue;
      index.set(code.toLowerCase(), code);
      names.push([name, code]);
      const shortName = short.of(code);
      if (shortName !== undefined) names.push([shortName, code]);
    }
  }
  for (const [name, code] of [...names, ...COUNTRY_ALIASES]) {
    const key = normalizePlaceText(name);
    if (!index.has(key)) index.set(key, code);
  }
  return index;
}

let countryCodes: Map<string, string> | undefined;

// "DE", "de", "Germany", "UK", "Côte d’Ivoire" → the country's ISO 3166-1 code; null when the
// text names no country. Import files and typed locations both read countries through this.
export function findCountryCode(text: string): string | null {
  countryCodes ??= buildCountryCodeIndex();
  return countryCodes.get(normalizePlaceText(text)) ?? null;
}
