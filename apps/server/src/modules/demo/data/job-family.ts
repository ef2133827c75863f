import type { EmploymentType, Seniority, WorkLocationOption } from '@careers/contracts';

export type JobFamilyKey =
  | 'software-engineering'
  | 'data-analytics'
  | 'product'
  | 'design'
  | 'it-security'
  | 'marketing'
  | 'sales'
  | 'customer-success'
  | 'finance'
  | 'people'
  | 'legal'
  | 'healthcare'
  | 'hospitality-retail'
  | 'operations-supply-chain'
  | 'manufacturing-engineering';

// A title in English and German ("Softwareentwickler"); German postings add "(m/w/d)".
export type TitlePair = { en: string; de: string };

export type JobRole = TitlePair & {
  // The levels this role is hired at below management; intern…lead.
  seniorities: readonly Seniority[];
  // Replaces the title built from a seniority prefix ("Charge Nurse" for a lead nurse).
  titles?: Partial<Record<Seniority, TitlePair>>;
  // Mid-level pay in US dollars an hour, for roles paid by the hour.
  hourlyPayUsd?: number;
};

export type JobFamily = {
  key: JobFamilyKey;
  department: string;
  teams: readonly string[];
  roles: readonly JobRole[];
  // How a lead title reads: "Staff Software Engineer", "Principal Product Manager".
  leadPrefix: 'Lead' | 'Staff' | 'Principal';
  // manager → "Engineering Manager"; director → "Director of Engineering"; executive → "Head of
  // Engineering" (or a chief title); in German "Teamleitung …", "Leitung …", "Bereichsleitung …".
  management: { manager: TitlePair; area: TitlePair; executive?: TitlePair };
  // How often the family's positions occur, relative to other families.
  weight: number;
  seniorityWeights: Partial<Record<Seniority, number>>;
  employmentTypeWeights: Partial<Record<EmploymentType, number>>;
  workLocations: readonly WorkLocationOption[];
  // Mid-level salary in the United States in US dollars a year; management is always salaried.
  midPayUsd: number;
  experienceIn: string;
  responsibilities: readonly string[];
  requirements: readonly string[];
  // Skills of these families also appear in this family's postings, now and then.
  relatedFamilies: readonly JobFamilyKey[];
};

export const OFFICE_EMPLOYMENT: Partial<Record<EmploymentType, number>> = {
  full_time: 85,
  part_time: 4,
  contract: 8,
  temporary: 2,
};

export const FRONTLINE_EMPLOYMENT: Partial<Record<EmploymentType, number>> = {
  full_time: 62,
  part_time: 25,
  temporary: 9,
  contract: 4,
};

export const FRONTLINE_SENIORITIES: Partial<Record<Seniority, number>> = {
  entry: 38,
  mid: 30,
  senior: 12,
  lead: 10,
  manager: 8,
  director: 2,
};

export const OFFICE_SENIORITIES: Partial<Record<Seniority, number>> = {
  intern: 3,
  entry: 14,
  mid: 30,
  senior: 27,
  lead: 10,
  manager: 9,
  director: 5,
  executive: 2,
};

export const ALL_WORK_LOCATIONS: readonly WorkLocationOption[] = ['onsite', 'hybrid', 'remote'];

export const IC_SENIORITIES: readonly Seniority[] = ['intern', 'entry', 'mid', 'senior', 'lead'];
export const ENTRY_TO_LEAD: readonly Seniority[] = ['entry', 'mid', 'senior', 'lead'];
