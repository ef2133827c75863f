// Import files name countries either by ISO 3166-1 code ("DE") or by English name ("Germany").
// Names come from ICU (Intl.DisplayNames), long and short ("United Kingdom", "UK"), so no list of
// ours goes stale.
const NOT_COUNTRIES = new Set(['EU', 'EZ', 'QO', 'UN', 'ZZ']);

function simplify(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[’‘`]/g, "'")
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();
}

function buildCountryTables(): { codes: Set<string>; byName: Map<string, string> } {
  const long = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' });
  const short = new Intl.DisplayNames(['en'], { type: 'region', style: 'short', fallback: 'none' });
  const codes = new Set<string>();
  const byName = new Map<string, string>();
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
      codes.add(code);
      for (const alias of [name, short.of(code)]) {
        if (alias !== undefined && !byName.has(simplify(alias))) byName.set(simplify(alias), code);
      }
    }
  }
  return { codes, byName };
}

let tables: ReturnType<typeof buildCountryTables> | null = null;

// The two-letter code for a code in any case or an English country name; null when unknown.
export function findCountryCode(text: string): string | null {
  tables ??= buildCountryTables();
  const trimmed = text.trim();
  const code = trimmed.toUpperCase();
  // "UK" is no code but a name (the short one of GB).
  if (tables.codes.has(code)) return code;
  return tables.byName.get(simplify(trimmed)) ?? null;
}
