import {
  CURRENT_LOCATION,
  DISTANCE_FILTER,
  MAP_AREA,
  MAP_BOUNDS_FILTER,
  MAP_LOCATION,
  joinFilterValues,
  normalizeFilters,
  parseLocationString,
  readableSearchText,
  splitFilterValues,
} from '@careers/contracts';
import { sha256Hex } from '../../shared/sha256';
import type { Group } from '../config/config.public';
import { mailText } from '../notifications/notifications.public';

// A job alert's search, read the way the search page reads its URL, so one search is saved once
// whatever spelling, alias or order of filters it came in.

export type AlertSearch = { query: string; location: string; filters: Record<string, string[]> };

// A map's viewport is not a lasting search: its words and bounds are left out.
const PLACELESS = [MAP_AREA, MAP_LOCATION, CURRENT_LOCATION].map((word) => word.toLowerCase());

export function normaliseAlertSearch(group: Group, input: AlertSearch): AlertSearch {
  const commaInValues = group.configs.behaviourFlags.enableCommaInFilterValues;
  const rawLocation = input.location.trim();
  let location = parseLocationString(rawLocation) ? rawLocation : readableSearchText(rawLocation);
  if (PLACELESS.includes(location.toLowerCase())) location = '';
  const raw: Record<string, string[]> = {};
  for (const [name, values] of Object.entries(input.filters)) {
    if (name === MAP_BOUNDS_FILTER) continue;
    raw[name] = values.flatMap((value) => splitFilterValues(value, commaInValues));
  }
  const normalised = normalizeFilters(
    raw,
    group.configs.pcsxConfig.searchOptionsMap,
    group.configs.pcsxConfig.searchConfig.allFilters,
  );
  const filters: Record<string, string[]> = {};
  for (const name of Object.keys(normalised).sort()) {
    // A distance means nothing without a place.
    if (name === DISTANCE_FILTER && location === '') continue;
    filters[name] = [...(normalised[name] ?? [])].sort();
  }
  return { query: readableSearchText(input.query), location, filters };
}

// The alert's identity (job_alerts.search_key): hashed, so a long search still fits the index.
export function alertSearchKey(search: AlertSearch): string {
  return sha256Hex(
    JSON.stringify([search.query.toLowerCase(), search.location.toLowerCase(), search.filters]),
  );
}

// The search page's URL for the search, as the page writes it (domain left to the caller).
export function alertSearchPath(group: Group, search: AlertSearch, sortBy?: 'newest'): string {
  const params = new URLSearchParams();
  if (search.query) params.set('query', search.query);
  if (search.location) params.set('location', search.location);
  const commaInValues = group.configs.behaviourFlags.enableCommaInFilterValues;
  // Sorted here: a jsonb object does not keep the order its keys were written in.
  for (const name of Object.keys(search.filters).sort()) {
    const values = search.filters[name] ?? [];
    if (values.length > 0) params.set(`filter_${name}`, joinFilterValues(values, commaInValues));
  }
  if (sortBy) params.set('sort_by', sortBy);
  const text = params.toString();
  return `/careers${text ? `?${text}` : ''}`;
}

// How mails and notifications name the search: “nurse” in Berlin.
export function alertSearchLabel(search: AlertSearch, language: string): string {
  const place = parseLocationString(search.location);
  const location = place ? (place.name ?? `${place.lat},${place.lng}`) : search.location;
  const { query } = search;
  if (query && location) return mailText('searchBoth', { query, location }, language);
  if (query) return mailText('searchQuery', { query }, language);
  if (location) return mailText('searchLocation', { location }, language);
  return mailText('searchAll', {}, language);
}
