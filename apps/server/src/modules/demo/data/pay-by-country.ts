// Demo pay only: a local currency and a rough local pay level per country, as the number of
// local currency units that match one US dollar of US pay. Countries not listed pay in US
// dollars at DEFAULT_PAY.factor. Hourly work sits closer to US levels than salaries do, hence
// hourlyFactor where it is advertised by the hour.
export type CountryPay = { currency: string; factor: number; hourlyFactor?: number };

export const DEFAULT_PAY: CountryPay = { currency: 'USD', factor: 0.4 };

export const PAY_BY_COUNTRY: Readonly<Record<string, CountryPay>> = {
  US: { currency: 'USD', factor: 1, hourlyFactor: 1 },
  CA: { currency: 'CAD', factor: 1.05, hourlyFactor: 1.2 },
  MX: { currency: 'MXN', factor: 5 },
  BR: { currency: 'BRL', factor: 1.6 },
  CO: { currency: 'COP', factor: 1_500 },
  CL: { currency: 'CLP', factor: 350 },
  PE: { currency: 'PEN', factor: 1.2 },
  GB: { currency: 'GBP', factor: 0.6, hourlyFactor: 0.75 },
  IE: { currency: 'EUR', factor: 0.72, hourlyFactor: 0.85 },
  DE: { currency: 'EUR', factor: 0.68 },
  AT: { currency: 'EUR', factor: 0.64 },
  CH: { currency: 'CHF', factor: 1 },
  FR: { currency: 'EUR', factor: 0.58 },
  BE: { currency: 'EUR', factor: 0.62 },
  NL: { currency: 'EUR', factor: 0.66 },
  ES: { currency: 'EUR', factor: 0.45 },
  IT: { currency: 'EUR', factor: 0.45 },
  PT: { currency: 'EUR', factor: 0.36 },
  FI: { currency: 'EUR', factor: 0.58 },
  SE: { currency: 'SEK', factor: 6.5 },
  NO: { currency: 'NOK', factor: 7 },
  DK: { currency: 'DKK', factor: 5 },
  PL: { currency: 'PLN', factor: 1.6 },
  CZ: { currency: 'CZK', factor: 12 },
  RO: { currency: 'RON', factor: 1.6 },
  HU: { currency: 'HUF', factor: 160 },
  IL: { currency: 'ILS', factor: 3.2 },
  AE: { currency: 'AED', factor: 3 },
  SA: { currency: 'SAR', factor: 3 },
  ZA: { currency: 'ZAR', factor: 8 },
  IN: { currency: 'INR', factor: 22 },
  CN: { currency: 'CNY', factor: 3 },
  JP: { currency: 'JPY', factor: 90 },
  KR: { currency: 'KRW', factor: 900 },
  SG: { currency: 'SGD', factor: 1.1 },
  MY: { currency: 'MYR', factor: 1.5 },
  TH: { currency: 'THB', factor: 10 },
  PH: { currency: 'PHP', factor: 15 },
  ID: { currency: 'IDR', factor: 3_000 },
  VN: { currency: 'VND', factor: 6_000 },
  AU: { currency: 'AUD', factor: 1.2, hourlyFactor: 1.6 },
  NZ: { currency: 'NZD', factor: 1.1, hourlyFactor: 1.5 },
};

// Where hourly work is advertised by the hour; elsewhere the same roles show a yearly salary.
export const HOURLY_PAY_COUNTRIES: ReadonlySet<string> = new Set([
  'US',
  'CA',
  'GB',
  'IE',
  'AU',
  'NZ',
]);

export const HOURS_PER_YEAR = 2_080;
