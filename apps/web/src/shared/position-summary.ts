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
