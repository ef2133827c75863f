import {
  showsPay,
  type PcsxConfig,
  type PositionDetail,
  type PositionLite,
  type PositionOverrides,
} from '@careers/contracts';
import { countryName, placeLabel } from '../geo/geo.public';
import type { PositionRow, PositionSummaryRow } from './positions.repository';

// A search result without the viewer's own state (isSaved is added per request).
export type PositionRecord = Omit<PositionLite, 'positionUserActions'>;

const toSeconds = (date: Date) => Math.floor(date.getTime() / 1000);

function positionSlug(title: string): string {
  const slug = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/, '');
  return slug;
}

// The link's id is the part before the first hyphen; the title after it is for people.
export function positionPath(row: Pick<PositionRow, 'id' | 'title' | 'isPrivate' | 'privateKey'>) {
  if (row.isPrivate && row.privateKey) return `/careers/job/private?pid=${row.privateKey}`;
  const slug = positionSlug(row.title);
  return `/careers/job/${row.id}${slug ? `-${slug}` : ''}`;
}

function primaryLocationLabel(
  row: Pick<PositionRow, 'locations' | 'workLocationOption' | 'remoteCountries'>,
): string {
  const [first] = row.locations;
  if (row.workLocationOption === 'remote') {
    if (row.remoteCountries.length === 1 && row.remoteCountries[0]) {
      return `Remote, ${countryName(row.remoteCountries[0])}`;
    }
    return 'Remote';
  }
  return first ? placeLabel({ ...first, name: first.city }) : '';
}

// archived_at below 0 is open, above 0 the second it closed.
export function archivedAtSeconds(archivedAt: Date | null): number {
  return archivedAt ? Math.max(1, toSeconds(archivedAt)) : -1;
}

// The position's own overrides may hide its pay: then no list, detail or answer carries it.
// (The group's settings are applied where the group is known: the web app and the job page.)
function hasPay(row: PositionSummaryRow): boolean {
  return showsPay({ showSalary: true }, [row.configOverrides]);
}

// Whether the group shows this position's pay: its positionDetailsConfig, then its overrides for
// the position, then the position's own (docs/product/job-pages.md).
export function groupShowsPay(
  pcsxConfig: Pick<PcsxConfig, 'positionDetailsConfig' | 'overrides'>,
  positionId: number,
  own?: PositionOverrides,
): boolean {
  return showsPay(pcsxConfig.positionDetailsConfig, [
    pcsxConfig.overrides[String(positionId)],
    own,
  ]);
}

export function toPositionRecord(row: PositionSummaryRow): PositionRecord {
  return {
    id: row.id,
    displayJobId: row.externalId ?? String(row.id),
    name: row.title,
    department: row.department,
    team: row.team,
    seniority: row.seniority as PositionRecord['seniority'],
    employmentType: row.employmentType as PositionRecord['employmentType'],
    workLocationOption: row.workLocationOption as PositionRecord['workLocationOption'],
    location: primaryLocationLabel(row),
    locations: row.locations.map((place) => placeLabel({ ...place, name: place.city })),
    isRemote: row.workLocationOption === 'remote',
    skills: row.skills,
    salary:
      hasPay(row) &&
      row.salaryMin !== null &&
      row.salaryMax !== null &&
      row.salaryCurrency &&
      row.salaryPeriod
        ? {
            min: row.salaryMin,
            max: row.salaryMax,
            currency: row.salaryCurrency,
            period: row.salaryPeriod as NonNullable<PositionRecord['salary']>['period'],
          }
        : null,
    postedTs: toSeconds(row.postedAt),
    archivedAt: archivedAtSeconds(row.archivedAt),
    canonicalPositionUrl: positionPath(row),
  };
}

// The full record in `language` when the position has that version; English otherwise.
// Where a candidate applies: a private position only by its key.
export function applyPath(row: Pick<PositionRow, 'id' | 'isPrivate' | 'privateKey'>): string {
  return row.isPrivate && row.privateKey
    ? `/careers/apply/private?pid=${row.privateKey}`
    : `/careers/apply?pid=${row.id}`;
}

// The position's title and description in `language` when it has that version (or one in its
// base language), else its own, English; `isFallback` when a language was asked that it lacks.
export function positionVersion(
  row: Pick<PositionRow, 'title' | 'descriptionHtml' | 'translations'>,
  language: string,
): { title: string; descriptionHtml: string; language: string; isFallback: boolean } {
  const base = language.split('-')[0] ?? 'en';
  const translation =
    base === 'en' ? undefined : (row.translations[language] ?? row.translations[base]);
  return {
    title: translation?.title ?? row.title,
    descriptionHtml: translation?.descriptionHtml ?? row.descriptionHtml,
    language: translation ? (row.translations[language] ? language : base) : 'en',
    isFallback: base !== 'en' && !translation,
  };
}

export function toPositionDetail(
  row: PositionRow,
  language: string,
): { detail: Omit<PositionDetail, 'positionUserActions'>; isFallback: boolean } {
  const version = positionVersion(row, language);
  const record = toPositionRecord(row);
  return {
    isFallback: version.isFallback,
    detail: {
      ...record,
      name: version.title,
      descriptionHtml: version.descriptionHtml,
      language: version.language,
      placeDetails: row.locations.map((place) => ({
        ...place,
        name: placeLabel({ ...place, name: place.city }),
      })),
      remoteCountries: row.remoteCountries,
      validThroughTs: row.validThrough ? toSeconds(row.validThrough) : null,
      isPrivate: row.isPrivate,
      microsite: row.microsite,
      applyUrl: applyPath(row),
    },
  };
}
