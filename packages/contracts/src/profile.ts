import { z } from 'zod';
import { defineCall } from './call';
import { DomainQuerySchema, DomainSchema } from './http';

// The candidate's profile (docs/product/profile-and-resume.md), read whole, edited one section and
// one operation at a time, and scored for completeness. The entries use the names the demo
// application form asks for (company, title, period, …), so the apply form is prefilled from them
// as they are.

export const PROFILE_LIST_SECTIONS = [
  'experience',
  'education',
  'skills',
  'links',
  'certifications',
  'languages',
] as const;
export type ProfileListSection = (typeof PROFILE_LIST_SECTIONS)[number];
export const PROFILE_SINGLE_SECTIONS = ['contact', 'summary', 'job_preferences'] as const;
export type ProfileSingleSection = (typeof PROFILE_SINGLE_SECTIONS)[number];
// op_section on the wire: snake_case values; the page shows them in this order.
export const PROFILE_SECTIONS = [
  'contact',
  'summary',
  'experience',
  'education',
  'skills',
  'certifications',
  'languages',
  'links',
  'job_preferences',
] as const;
export type ProfileSection = (typeof PROFILE_SECTIONS)[number];

export const PROFILE_OPERATIONS = ['add', 'edit', 'delete', 'reorder'] as const;
export type ProfileOperation = (typeof PROFILE_OPERATIONS)[number];

// How many entries a list keeps; one more answers 422.
export const PROFILE_LIST_MAX: Record<ProfileListSection, number> = {
  experience: 30,
  education: 15,
  skills: 100,
  links: 10,
  certifications: 30,
  languages: 20,
};
export const PROFILE_TEXT_MAX = 150;
export const PROFILE_SUMMARY_MAX = 3000;
export const PROFILE_DESCRIPTION_MAX = 2000;
export const PROFILE_SKILL_MAX = 60;
export const PROFILE_URL_MAX = 500;
export const PROFILE_PREFERENCE_VALUES_MAX = 10;
// Skills a complete profile lists (profile_analysis).
export const PROFILE_SKILLS_FOR_COMPLETION = 5;

// The profile edit's error messages, and how long they show.
export const PROFILE_EDIT_INVALID_MESSAGE = 'Invalid request received. Please try again';
export const PROFILE_EDIT_FAILED_MESSAGE = 'Something went wrong. Please try again';
export const PROFILE_EDIT_ERROR_MS = 3000;

const tooLong = (max: number) => `Must be at most ${max} characters`;
const text = (max: number) => z.string().trim().max(max, tooLong(max));
const requiredText = (max: number) =>
  z.string().trim().min(1, 'This field is required').max(max, tooLong(max));
// A month or a day: the toolkit's month picker answers YYYY-MM, its date picker YYYY-MM-DD.
const MonthOrDaySchema = z
  .string()
  .regex(/^\d{4}-(0[1-9]|1[0-2])(-(0[1-9]|[12]\d|3[01]))?$/, 'Must be a date');
// Kept as each question type of the toolkit reads it: a range's ends as months (YYYY-MM, its
// month inputs), a single date as a day (YYYY-MM-DD, its date picker; a month is its first day).
const RangeMonthSchema = MonthOrDaySchema.transform((value) => value.slice(0, 7));
const OptionalDaySchema = z
  .union([z.literal(''), MonthOrDaySchema.transform((v) => (v.length === 7 ? `${v}-01` : v))])
  .default('');
const HttpUrlSchema = z
  .string()
  .trim()
  .max(PROFILE_URL_MAX, tooLong(PROFILE_URL_MAX))
  .refine((value) => {
    try {
      const url = new URL(value);
      return url.protocol === 'https:' || url.protocol === 'http:';
    } catch {
      return false;
    }
  }, 'Enter a web address starting with https://');

// The toolkit's date range value: an end date or "currently".
export const ProfilePeriodSchema = z
  .object({
    startDate: RangeMonthSchema,
    endDate: RangeMonthSchema.nullable().default(null),
    isCurrent: z.boolean().default(false),
  })
  .refine((period) => period.isCurrent || period.endDate !== null, {
    message: 'Give an end date, or say this is current',
    path: ['endDate'],
  })
  .refine((period) => period.endDate === null || period.endDate >= period.startDate, {
    message: 'The end is before the start',
    path: ['endDate'],
  })
  .transform((period) => (period.isCurrent ? { ...period, endDate: null } : period));
export type ProfilePeriod = z.output<typeof ProfilePeriodSchema>;

export const ExperienceEntrySchema = z.object({
  company: requiredText(PROFILE_TEXT_MAX),
  title: requiredText(PROFILE_TEXT_MAX),
  location: text(PROFILE_TEXT_MAX).default(''),
  period: ProfilePeriodSchema,
  summary: text(PROFILE_DESCRIPTION_MAX).default(''),
});
export type ExperienceEntry = z.output<typeof ExperienceEntrySchema>;

export const DEGREES = [
  'high_school',
  'associate',
  'bachelor',
  'master',
  'doctorate',
  'other',
] as const;
export type Degree = (typeof DEGREES)[number];

export const EducationEntrySchema = z.object({
  school: requiredText(PROFILE_TEXT_MAX),
  degree: z.enum(DEGREES),
  field: text(PROFILE_TEXT_MAX).default(''),
  graduated: OptionalDaySchema,
});
export type EducationEntry = z.output<typeof EducationEntrySchema>;

export const SkillSchema = requiredText(PROFILE_SKILL_MAX);

export const LinkEntrySchema = z.object({
  label: text(60).default(''),
  url: HttpUrlSchema,
});
export type LinkEntry = z.output<typeof LinkEntrySchema>;

export const CertificationEntrySchema = z.object({
  name: requiredText(PROFILE_TEXT_MAX),
  issuer: text(PROFILE_TEXT_MAX).default(''),
  issued: OptionalDaySchema,
  expires: OptionalDaySchema,
});
export type CertificationEntry = z.output<typeof CertificationEntrySchema>;

// The ILR-style levels most profiles use.
export const LANGUAGE_PROFICIENCIES = [
  'elementary',
  'limited_working',
  'professional_working',
  'full_professional',
  'native',
] as const;
export type LanguageProficiency = (typeof LANGUAGE_PROFICIENCIES)[number];

export const LanguageEntrySchema = z.object({
  language: requiredText(60),
  proficiency: z.enum(LANGUAGE_PROFICIENCIES),
});
export type LanguageEntry = z.output<typeof LanguageEntrySchema>;

export const REMOTE_PREFERENCES = ['no_preference', 'onsite', 'hybrid', 'remote'] as const;
export type RemotePreference = (typeof REMOTE_PREFERENCES)[number];
export const PAY_PERIODS = ['hour', 'month', 'year'] as const;
export type PayPeriod = (typeof PAY_PERIODS)[number];

const PreferenceValuesSchema = z
  .array(requiredText(PROFILE_TEXT_MAX))
  .max(PROFILE_PREFERENCE_VALUES_MAX, `At most ${PROFILE_PREFERENCE_VALUES_MAX}`)
  .default([]);

export const JobPreferencesSchema = z.object({
  desiredTitles: PreferenceValuesSchema,
  desiredLocations: PreferenceValuesSchema,
  remotePreference: z.enum(REMOTE_PREFERENCES).default('no_preference'),
  // The least pay the candidate looks for; null when they say nothing.
  minimumPay: z.number().int().min(0).max(100_000_000).nullable().default(null),
  payCurrency: z
    .string()
    .regex(/^[A-Z]{3}$/, 'Must be a currency code')
    .default('USD'),
  payPeriod: z.enum(PAY_PERIODS).default('year'),
  // The years of experience the candidate confirmed or gave from their match; null: the match works
  // them out from the jobs on the profile.
  experienceYears: z.number().min(0).max(60).multipleOf(0.5).nullable().default(null),
});
export type JobPreferences = z.output<typeof JobPreferencesSchema>;

export const ContactSchema = z.object({
  firstName: requiredText(100),
  lastName: text(100).default(''),
  // As typed; the page checks it with the toolkit's phone rules.
  phone: text(40).default(''),
  location: text(PROFILE_TEXT_MAX).default(''),
  headline: text(PROFILE_TEXT_MAX).default(''),
});
export type Contact = z.output<typeof ContactSchema>;

export const ProfileSchema = z.object({
  encId: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  phone: z.string(),
  location: z.string(),
  headline: z.string(),
  // A relative path, which the page prefixes with the static host; null without one.
  avatar: z.string().nullable(),
  summary: z.string(),
  experience: z.array(ExperienceEntrySchema),
  education: z.array(EducationEntrySchema),
  skills: z.array(z.string()),
  links: z.array(LinkEntrySchema),
  certifications: z.array(CertificationEntrySchema),
  languages: z.array(LanguageEntrySchema),
  jobPreferences: JobPreferencesSchema,
  // Sections a parsed resume filled and the candidate has not edited since, to review.
  filledFromResume: z.array(z.enum(PROFILE_SECTIONS)),
  updatedAt: z.string().nullable(),
});
export type Profile = z.output<typeof ProfileSchema>;

const IndexSchema = z.number().int().min(0).max(1000);

function listEdits<S extends ProfileListSection, T extends z.ZodType>(section: S, entry: T) {
  const base = { opSection: z.literal(section) };
  return z.discriminatedUnion('operation', [
    z.object({ ...base, operation: z.literal('add'), opData: z.object({ value: entry }) }),
    z.object({
      ...base,
      operation: z.literal('edit'),
      opData: z.object({ value: entry, index: IndexSchema }),
    }),
    z.object({ ...base, operation: z.literal('delete'), opData: z.object({ index: IndexSchema }) }),
    // Moves the entry at `index` to position `value`.
    z.object({
      ...base,
      operation: z.literal('reorder'),
      opData: z.object({ index: IndexSchema, value: IndexSchema }),
    }),
  ]);
}

function singleEdit<S extends ProfileSingleSection, T extends z.ZodType>(section: S, value: T) {
  return z.object({
    opSection: z.literal(section),
    operation: z.literal('edit'),
    opData: z.object({ value }),
  });
}

export const ProfileEditSchema = z.union([
  singleEdit('contact', ContactSchema),
  singleEdit('summary', text(PROFILE_SUMMARY_MAX)),
  singleEdit('job_preferences', JobPreferencesSchema),
  listEdits('experience', ExperienceEntrySchema),
  listEdits('education', EducationEntrySchema),
  listEdits('skills', SkillSchema),
  listEdits('links', LinkEntrySchema),
  listEdits('certifications', CertificationEntrySchema),
  listEdits('languages', LanguageEntrySchema),
]);
export type ProfileEdit = z.output<typeof ProfileEditSchema>;
export type ProfileEditInput = z.input<typeof ProfileEditSchema>;

// What profile_analysis names as missing, each worth its weight of 100.
export const PROFILE_CHECKS = {
  name: 10,
  phone: 10,
  location: 10,
  headline: 5,
  summary: 10,
  experience: 15,
  education: 10,
  skills: 15,
  languages: 5,
  links: 5,
  job_preferences: 5,
} as const;
export type ProfileCheck = keyof typeof PROFILE_CHECKS;

export const ProfileAnalysisSchema = z.object({
  // 0–100, the sum of the weights of the checks met.
  completion: z.number().int().min(0).max(100),
  missing: z.array(
    z.object({
      check: z.enum(Object.keys(PROFILE_CHECKS) as [ProfileCheck, ...ProfileCheck[]]),
      section: z.enum(PROFILE_SECTIONS),
      weight: z.number().int(),
    }),
  ),
});
export type ProfileAnalysis = z.output<typeof ProfileAnalysisSchema>;

export const profileDetailsCall = defineCall({
  method: 'GET',
  path: '/api/pcsx/profile_details',
  query: DomainQuerySchema,
  response: ProfileSchema,
});

export const profileAnalysisCall = defineCall({
  method: 'GET',
  path: '/api/pcsx/profile_analysis',
  query: DomainQuerySchema,
  response: ProfileAnalysisSchema,
});

// Answers the new profile, after which the page reloads the analysis.
export const profileEditCall = defineCall({
  method: 'POST',
  path: '/api/pcsx/profile_edit',
  body: z.intersection(z.object({ domain: DomainSchema.optional() }), ProfileEditSchema),
  response: ProfileSchema,
});

// The profile photo. The page crops and scales it to AVATAR_SIZE pixels before sending; the server
// takes a PNG or JPEG of at most AVATAR_MAX_BYTES and AVATAR_MAX_PIXELS a side, decided by its
// bytes.
export const AVATAR_SIZE = 256;
export const AVATAR_MAX_PIXELS = 1024;
export const AVATAR_MIN_PIXELS = 32;
export const AVATAR_MAX_BYTES = 512 * 1024;
// Where the photo is read (Profile.avatar), for its owner only; the id changes with every photo.
export const AVATAR_PATH = '/api/pcsx/avatars/:id';
export const avatarPath = (fileId: string) => AVATAR_PATH.replace(':id', fileId);

export const uploadAvatarCall = defineCall({
  method: 'POST',
  path: '/api/pcsx/profile/avatar',
  body: z.object({
    domain: DomainSchema.optional(),
    name: z.string().trim().min(1).max(255),
    content: z
      .string()
      .max(Math.ceil((AVATAR_MAX_BYTES * 4) / 3) + 8, 'The photo is too large')
      .regex(/^[A-Za-z0-9+/]*={0,2}$/, 'Must be base64'),
  }),
  response: ProfileSchema,
});
export const UPLOAD_AVATAR_BODY_LIMIT = Math.ceil((AVATAR_MAX_BYTES * 4) / 3) + 16 * 1024;

export const deleteAvatarCall = defineCall({
  method: 'DELETE',
  path: '/api/pcsx/profile/avatar',
  body: z.object({ domain: DomainSchema.optional() }).optional(),
  response: ProfileSchema,
});
