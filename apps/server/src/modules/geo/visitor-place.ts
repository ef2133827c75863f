import { formatLocationString, isValidLatLng } from '@careers/contracts';
import { countryName } from './country-names';
import { geocodeCity, placeLabel } from './gazetteer';

type Headers = Readonly<Record<string, string | string[] | undefined>>;

// The headers a proxy in front of the site sets with the visitor's approximate place: ours, or
// Cloudflare's. Read only behind a trusted proxy (TRUST_PROXY); nothing is looked up elsewhere.
const HEADER_SETS = [
  {
    city: 'x-geo-city',
    country: 'x-geo-country',
    latitude: 'x-geo-latitude',
    longitude: 'x-geo-longitude',
  },
  {
    city: 'cf-ipcity',
    country: 'cf-ipcountry',
    latitude: 'cf-iplatitude',
    longitude: 'cf-iplongitude',
  },
] as const;

function header(headers: Headers, name: string): string {
  const value = headers[name];
  return (Array.isArray(value) ? value[0] : value)?.trim().slice(0, 100) ?? '';
}

export type VisitorPlace = { name: string; lat: number; lng: number };

// The visitor's place from the proxy's headers; coordinates it leaves out come from the local
// gazetteer, by city and country.
export function visitorPlace(headers: Headers): VisitorPlace | null {
  for (const names of HEADER_SETS) {
    const city = header(headers, names.city);
    const country = header(headers, names.country).toUpperCase();
    // XX and T1 are Cloudflare's "unknown" and Tor.
    if (!city || !/^[A-Z]{2}$/.test(country) || country === 'XX' || country === 'T1') continue;
    const lat = Number(header(headers, names.latitude) || Number.NaN);
    const lng = Number(header(headers, names.longitude) || Number.NaN);
    const known = geocodeCity(city, country);
    const name = known ? placeLabel(known) : `${city}, ${countryName(country)}`;
    if (isValidLatLng(lat, lng)) return { name, lat, lng };
    if (known) return { name, lat: known.lat, lng: known.lng };
  }
  return null;
}

// What an empty location is filled with: the place's name (ipGeolocation), or the place as a
// point with its coordinates (ipGeolocationLatLong), so that distance applies.
export function prefilledLocation(
  place: VisitorPlace,
  config: { ipGeolocation: boolean; ipGeolocationLatLong: boolean },
): string | null {
  if (config.ipGeolocationLatLong) return formatLocationString(place);
  return config.ipGeolocation ? place.name : null;
}
