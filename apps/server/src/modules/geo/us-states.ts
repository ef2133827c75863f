import { normalizePlaceText } from './place-text';

// The gazetteer's region for a US city is its state's postal code; people also type the name.
const US_STATES: Record<string, string> = {
  AL: 'Alabama',
  AK: 'Alaska',
  AZ: 'Arizona',
  AR: 'Arkansas',
  CA: 'California',
  CO: 'Colorado',
  CT: 'Connecticut',
  DE: 'Delaware',
  DC: 'District of Columbia',
  FL: 'Florida',
  GA: 'Georgia',
  HI: 'Hawaii',
  ID: 'Idaho',
  IL: 'Illinois',
  IN: 'Indiana',
  IA: 'Iowa',
  KS: 'Kansas',
  KY: 'Kentucky',
  LA: 'Louisiana',
  ME: 'Maine',
  MD: 'Maryland',
  MA: 'Massachusetts',
  MI: 'Michigan',
  MN: 'Minnesota',
  MS: 'Mississippi',
  MO: 'Missouri',
  MT: 'Montana',
  NE: 'Nebraska',
  NV: 'Nevada',
  NH: 'New Hampshire',
  NJ: 'New Jersey',
  NM: 'New Mexico',
  NY: 'New York',
  NC: 'North Carolina',
  ND: 'North Dakota',
  OH: 'Ohio',
  OK: 'Oklahoma',
  OR: 'Oregon',
  PA: 'Pennsylvania',
  RI: 'Rhode Island',
  SC: 'South Carolina',
  SD: 'South Dakota',
  TN: 'Tennessee',
  TX: 'Texas',
  UT: 'Utah',
  VT: 'Vermont',
  VA: 'Virginia',
  WA: 'Washington',
  WV: 'West Virginia',
  WI: 'Wisconsin',
  WY: 'Wyoming',
};

const stateCodeByKey = new Map<string, string>([
  ...Object.keys(US_STATES).map((code): [string, string] => [code.toLowerCase(), code]),
  ...Object.entries(US_STATES).map(([code, name]): [string, string] => [
    normalizePlaceText(name),
    code,
  ]),
  ['d c', 'DC'],
  ['washington dc', 'DC'],
]);

// Takes normalised place text ("tx", "texas"); returns the postal code or null.
export function usStateCode(key: string): string | null {
  return stateCodeByKey.get(key) ?? null;
}

// Postal code and name of every state, for a form's region choice.
export function usStates(): [string, string][] {
  return Object.entries(US_STATES);
}
