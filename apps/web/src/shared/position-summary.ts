import type { TFunction } from 'i18next';
import type { PositionLite } from '@careers/contracts/search';

// "Engineering · Berlin, Germany" (or "· Remote"): a position's line under its title, wherever
// a position is listed (results, saved jobs, similar jobs).
export function departmentAtPlace(
  position: Pick<PositionLite, 'department' | 'isRemote' | 'location'>,
  t: TFunction,
): string {
  return t('search.departmentAtPlace', {
    department: position.department,
    place: position.isRemote ? t('search.remote') : position.location,
  });
}

// Where a listed position opens: the search page with it selected, or, for a private one, its
// private link, since the search never shows a private position.
export function positionHref(
  position: Pick<PositionLite, 'id' | 'canonicalPositionUrl'>,
  internalLink: (path: string, params?: Record<string, string>) => string,
): string {
  const canonical = new URL(position.canonicalPositionUrl, 'http://localhost');
  const privateKey =
    canonical.pathname === '/careers/job/private' ? canonical.searchParams.get('pid') : null;
  return privateKey
    ? internalLink('/careers/job/private', { pid: privateKey })
    : internalLink('/careers', { pid: String(position.id) });
}
