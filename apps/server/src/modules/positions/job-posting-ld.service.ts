import type { PositionRow } from './positions.repository';
import { schemaOrgEmploymentType } from './import/import-values';
import { countryName } from '../geo/geo.public';

export type JobPostingOrganization = {
  name: string;
  // Absolute URLs.
  websiteUrl: string | undefined;
  logoUrl: string;
  // The group's settings or the position's overrides may hide its pay (docs/product/job-pages.md).
  showsPay: boolean;
};

// schema.org JobPosting for a job page: every property Google requires and recommends that a
// position holds. The description keeps its sanitised HTML, as Google asks.
export function jobPostingLd(
  row: Pick<
    PositionRow,
    | 'id'
    | 'externalId'
    | 'title'
    | 'descriptionHtml'
    | 'postedAt'
    | 'validThrough'
    | 'employmentType'
    | 'workLocationOption'
    | 'locations'
    | 'remoteCountries'
    | 'salaryMin'
    | 'salaryMax'
    | 'salaryCurrency'
    | 'salaryPeriod'
  >,
  organization: JobPostingOrganization,
): Record<string, unknown> {
  const hiringOrganization: Record<string, unknown> = {
    '@type': 'Organization',
    name: organization.name,
    logo: organization.logoUrl,
  };
  if (organization.websiteUrl) hiringOrganization.sameAs = organization.websiteUrl;
  const posting: Record<string, unknown> = {
    '@context': 'https://schema.org/',
    '@type': 'JobPosting',
    title: row.title,
    description: row.descriptionHtml,
    datePosted: row.postedAt.toISOString(),
    employmentType: schemaOrgEmploymentType(
      row.employmentType as Parameters<typeof schemaOrgEmploymentType>[0],
    ),
    hiringOrganization,
    identifier: {
      '@type': 'PropertyValue',
      name: organization.name,
      value: row.externalId ?? String(row.id),
    },
    directApply: true,
  };
  if (row.validThrough) posting.validThrough = row.validThrough.toISOString();
  if (row.locations.length > 0) {
    posting.jobLocation = row.locations.map((place) => ({
      '@type': 'Place',
      address: {
        '@type': 'PostalAddress',
        addressLocality: place.city,
        ...(place.region ? { addressRegion: place.region } : {}),
        addressCountry: place.countryCode,
      },
      geo: { '@type': 'GeoCoordinates', latitude: place.lat, longitude: place.lng },
    }));
  }
  if (row.workLocationOption === 'remote') {
    posting.jobLocationType = 'TELECOMMUTE';
    if (row.remoteCountries.length > 0) {
      posting.applicantLocationRequirements = row.remoteCountries.map((code) => ({
        '@type': 'Country',
        name: countryName(code),
      }));
    }
  }
  if (
    organization.showsPay &&
    row.salaryMin !== null &&
    row.salaryMax !== null &&
    row.salaryCurrency &&
    row.salaryPeriod
  ) {
    posting.baseSalary = {
      '@type': 'MonetaryAmount',
      currency: row.salaryCurrency,
      value: {
        '@type': 'QuantitativeValue',
        minValue: row.salaryMin,
        maxValue: row.salaryMax,
        unitText: row.salaryPeriod.toUpperCase(),
      },
    };
  }
  return posting;
}
