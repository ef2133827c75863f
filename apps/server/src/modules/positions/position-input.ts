import {
  PositionOverridesSchema,
  EMPLOYMENT_TYPES,
  SALARY_PERIODS,
  SENIORITIES,
  WORK_LOCATION_OPTIONS,
  isValidLatLng,
} from '@careers/contracts';
import { z } from 'zod';

// What it takes to create or replace a position. The generator, the employer's import and tests
// all produce this; positions.service is the only writer.
const CountryCodeSchema = z
  .string()
  .regex(/^[A-Z]{2}$/, 'Must be a two-letter country code (ISO 3166-1)');

const PositionPlaceSchema = z
  .object({
    city: z.string().trim().min(1).max(200),
    region: z.string().trim().max(200).nullable().default(null),
    countryCode: CountryCodeSchema,
    lat: z.number(),
    lng: z.number(),
  })
  .refine((place) => isValidLatLng(place.lat, place.lng), {
    message: 'Coordinates must be a latitude of -90 to 90 and a longitude of -180 to 180',
  });
export type PositionPlace = z.infer<typeof PositionPlaceSchema>;

const PositionTranslationSchema = z.object({
  title: z.string().trim().min(1).max(300),
  descriptionHtml: z.string().max(100_000),
});

export const PositionInputSchema = z
  .object({
    externalId: z.string().trim().min(1).max(200).nullable().default(null),
    microsite: z.string().trim().min(1).max(100).nullable().default(null),
    title: z.string().trim().min(1).max(300),
    department: z.string().trim().min(1).max(200),
    team: z.string().trim().min(1).max(200).nullable().default(null),
    seniority: z.enum(SENIORITIES),
    employmentType: z.enum(EMPLOYMENT_TYPES),
    workLocationOption: z.enum(WORK_LOCATION_OPTIONS),
    locations: z.array(PositionPlaceSchema).max(50).default([]),
    // Countries a remote position hires from; empty means anywhere.
    remoteCountries: z.array(CountryCodeSchema).max(250).default([]),
    skills: z.array(z.string().trim().min(1).max(100)).max(100).default([]),
    descriptionHtml: z.string().max(100_000),
    salary: z
      .object({
        min: z.number().nonnegative(),
        max: z.number().nonnegative(),
        currency: z.string().regex(/^[A-Z]{3}$/, 'Must be a three-letter currency code (ISO 4217)'),
        period: z.enum(SALARY_PERIODS),
      })
      .refine((salary) => salary.max >= salary.min, { message: 'max must not be below min' })
      .nullable()
      .default(null),
    postedAt: z.date(),
    validThrough: z.date().nullable().default(null),
    archivedAt: z.date().nullable().default(null),
    isPrivate: z.boolean().default(false),
    configOverrides: PositionOverridesSchema.default({}),
    translations: z.record(z.string(), PositionTranslationSchema).default({}),
  })
  .refine((input) => input.workLocationOption === 'remote' || input.locations.length > 0, {
    message: 'An onsite or hybrid position needs at least one location',
    path: ['locations'],
  });
export type PositionInput = z.input<typeof PositionInputSchema>;
export type ValidPositionInput = z.output<typeof PositionInputSchema>;
