import { DEMO_OFFICES, type SELECT_OPTION_SOURCES } from '@careers/contracts';
import type { RequestScope } from '../auth/auth.public';
import { countryName, usStates } from '../geo/geo.public';

// The toolkit's select options, for the demo forms' remote selects: the countries, a country's
// regions (the parent value is the country's code), a department's offices.
type Source = (typeof SELECT_OPTION_SOURCES)[number];
type Option = { label: string; value: string };

const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const NOT_COUNTRIES = new Set(['EU', 'EZ', 'QO', 'UN', 'ZZ', 'XA', 'XB', 'XK']);

const countriesByLocale = new Map<string, Option[]>();

function countries(locale: string): Option[] {
  let list = countriesByLocale.get(locale);
  if (!list) {
    const display = new Intl.DisplayNames([locale], { type: 'region', fallback: 'none' });
    list = [];
    for (const first of LETTERS) {
      for (const second of LETTERS) {
        const code = first + second;
        const name = NOT_COUNTRIES.has(code) ? undefined : display.of(code);
        if (name && name !== code) list.push({ label: countryName(code, locale), value: code });
      }
    }
    list.sort((a, b) => a.label.localeCompare(b.label, locale));
    countriesByLocale.set(locale, list);
  }
  return list;
}

const REGIONS: Record<string, Option[]> = {
  US: usStates().map(([value, label]) => ({ label, value })),
  CA: [
    ['AB', 'Alberta'],
    ['BC', 'British Columbia'],
    ['MB', 'Manitoba'],
    ['NB', 'New Brunswick'],
    ['NL', 'Newfoundland and Labrador'],
    ['NS', 'Nova Scotia'],
    ['NT', 'Northwest Territories'],
    ['NU', 'Nunavut'],
    ['ON', 'Ontario'],
    ['PE', 'Prince Edward Island'],
    ['QC', 'Quebec'],
    ['SK', 'Saskatchewan'],
    ['YT', 'Yukon'],
  ].map(([value = '', label = '']) => ({ label, value })),
  DE: [
    'Baden-Württemberg',
    'Bayern',
    'Berlin',
    'Brandenburg',
    'Bremen',
    'Hamburg',
    'Hessen',
    'Mecklenburg-Vorpommern',
    'Niedersachsen',
    'Nordrhein-Westfalen',
    'Rheinland-Pfalz',
    'Saarland',
    'Sachsen',
    'Sachsen-Anhalt',
    'Schleswig-Holstein',
    'Thüringen',
  ].map((name) => ({ label: name, value: name })),
};

export function selectOptions(
  scope: RequestScope,
  input: { source: Source; parent: string | undefined },
): Option[] {
  const { source, parent } = input;
  if (source === 'countries') return countries(scope.locale);
  if (source === 'regions') return REGIONS[(parent ?? '').toUpperCase()] ?? [];
  const department = (parent ?? '').toLowerCase();
  // Own keys only: "constructor" is no department.
  return Object.hasOwn(DEMO_OFFICES, department) ? [...(DEMO_OFFICES[department] ?? [])] : [];
}
