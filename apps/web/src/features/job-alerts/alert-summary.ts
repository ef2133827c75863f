import type { TFunction } from 'i18next';
import type { JobAlert } from '@careers/contracts/job-alerts';
import type { QueryParams } from '../../shared/url/query-string';
import type { Format } from '../../shared/i18n/format';

// What an alert searches, in words: "“nurse” in Berlin · Department: Nursing and Care".
export function alertTitle(alert: Pick<JobAlert, 'query' | 'location'>, t: TFunction): string {
  if (alert.query && alert.location) {
    return t('jobAlerts.summary.both', { query: alert.query, location: alert.location });
  }
  if (alert.query) return t('jobAlerts.summary.query', { query: alert.query });
  if (alert.location) return t('jobAlerts.summary.location', { location: alert.location });
  return t('jobAlerts.summary.all');
}

export function alertFilters(alert: Pick<JobAlert, 'filters'>, format: Format): string[] {
  return Object.values(alert.filters)
    .filter((values) => values.length > 0)
    .map((values) => format.list(values, 'disjunction'));
}

// The alert's search URL as a path and parameters, so internal links keep domain and language.
export function searchLink(searchUrl: string): { path: string; params: QueryParams } {
  const url = new URL(searchUrl, 'http://careers.invalid');
  const params: QueryParams = {};
  for (const [name, value] of url.searchParams) {
    const previous = params[name];
    params[name] = previous === undefined ? value : [...[previous].flat(), value];
  }
  return { path: url.pathname, params };
}
