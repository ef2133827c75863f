import { buildQueryString, type QueryParams } from './query-string';

// These parameters belong to the app's own URL state; every other parameter (domain, microsite, hl,
// utm_*, …) passes through to the links the app builds.
const APP_PARAMS = ['sort_by', 'pid', 'start', 'location', 'query', 'tab', 'show_login_modal'];

export function isAppParam(name: string): boolean {
  return APP_PARAMS.includes(name) || name.startsWith('filter_');
}

export function passThroughParams(search: string): URLSearchParams {
  const kept = new URLSearchParams();
  for (const [name, value] of new URLSearchParams(search)) {
    if (!isAppParam(name)) kept.append(name, value);
  }
  return kept;
}

// The one way to build an internal link: pass-through parameters of the current page, then the
// link's own parameters (which win).
export function buildInternalLink(
  path: string,
  params: QueryParams = {},
  currentSearch: string,
): string {
  const merged: QueryParams = {};
  for (const [name, value] of passThroughParams(currentSearch)) {
    const previous = merged[name];
    merged[name] = previous === undefined ? value : [...[previous].flat(), value];
  }
  Object.assign(merged, params);
  return `${path}${buildQueryString(merged)}`;
}

export function isShowLoginModalValue(value: string | null): boolean {
  return value === '1' || value === 'true';
}
