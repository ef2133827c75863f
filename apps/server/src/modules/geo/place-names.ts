// English names of countries and places, as positions and search results show them.
const countryNames = new Map<string, Intl.DisplayNames>();

export function countryName(code: string, locale = 'en'): string {
  let names = countryNames.get(locale);
  if (!names) {
    names = new Intl.DisplayNames([locale], { type: 'region', fallback: 'code' });
    countryNames.set(locale, names);
  }
  try {
    return names.of(code.toUpperCase()) ?? code;
  } catch {
    return code;
  }
}

export function placeLabel(place: {
  city: string;
  region: string | null;
  countryCode: string;
}): string {
  const parts = [place.city, place.region, countryName(place.countryCode)];
  return parts.filter((part): part is string => Boolean(part)).join(', ');
}
