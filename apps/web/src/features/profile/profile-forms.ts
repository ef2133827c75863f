import type { TFunction } from 'i18next';
import {
  DEGREES,
  LANGUAGE_PROFICIENCIES,
  PAY_PERIODS,
  PROFILE_DESCRIPTION_MAX,
  PROFILE_SKILL_MAX,
  PROFILE_SUMMARY_MAX,
  PROFILE_TEXT_MAX,
  REMOTE_PREFERENCES,
  type Profile,
  type ProfileListSection,
  type ProfileSection,
} from '@careers/contracts/profile';
import type { FormDefinition, FormValues, QuestionItem } from '@careers/forms/core';

// Each profile section is edited through the form toolkit. A definition per section (labels from
// the catalog), the form's values for an entry, and the entry for a form's values — which the
// server checks again with the contract's schemas.

export type EditableSection = ProfileSection;

const text = (name: string, label: string, extra: Partial<QuestionItem> = {}): QuestionItem => ({
  name,
  label,
  type: 'text',
  rules: [{ type: 'maxLength', value: PROFILE_TEXT_MAX }],
  ...extra,
});

const month = (name: string, label: string): QuestionItem => ({
  name,
  label,
  type: 'date',
  dateOptions: { picker: 'month' },
});

function choices<V extends string>(values: readonly V[], label: (value: V) => string) {
  return values.map((value) => ({ value, label: label(value) }));
}

function items(section: EditableSection, t: TFunction): QuestionItem[] {
  const label = (field: string) => t(`profile.fields.${field}`);
  switch (section) {
    case 'contact':
      return [
        text('firstName', label('firstName'), {
          required: true,
          textOptions: { autocomplete: 'given-name' },
        }),
        text('lastName', label('lastName'), { textOptions: { autocomplete: 'family-name' } }),
        {
          name: 'phone',
          label: label('phone'),
          type: 'phone',
          phoneOptions: { autocomplete: 'tel' },
        },
        text('location', label('location'), {
          help: t('profile.help.location'),
          textOptions: { autocomplete: 'address-level2' },
        }),
        text('headline', label('headline'), { help: t('profile.help.headline') }),
      ];
    case 'summary':
      return [
        {
          name: 'summary',
          label: label('summary'),
          type: 'textarea',
          help: t('profile.help.summary'),
          rules: [{ type: 'maxLength', value: PROFILE_SUMMARY_MAX }],
        },
      ];
    case 'experience':
      return [
        text('title', label('jobTitle'), { required: true }),
        text('company', label('company'), { required: true }),
        text('location', label('location')),
        {
          name: 'period',
          label: label('period'),
          type: 'dateRange',
          required: true,
          dateRangeOptions: { picker: 'month', disallowFutureStartDate: true },
        },
        {
          name: 'summary',
          label: label('whatYouDid'),
          type: 'textarea',
          rules: [{ type: 'maxLength', value: PROFILE_DESCRIPTION_MAX }],
        },
      ];
    case 'education':
      return [
        text('school', label('school'), { required: true }),
        {
          name: 'degree',
          label: label('degree'),
          type: 'dropdown',
          required: true,
          selectOptions: { choices: choices(DEGREES, (value) => t(`profile.degree.${value}`)) },
        },
        text('field', label('fieldOfStudy')),
        month('graduated', label('graduated')),
      ];
    case 'skills':
      return [
        text('skill', label('skill'), {
          required: true,
          rules: [{ type: 'maxLength', value: PROFILE_SKILL_MAX }],
        }),
      ];
    case 'certifications':
      return [
        text('name', label('certification'), { required: true }),
        text('issuer', label('issuer')),
        month('issued', label('issued')),
        month('expires', label('expires')),
      ];
    case 'languages':
      return [
        text('language', label('language'), { required: true }),
        {
          name: 'proficiency',
          label: label('proficiency'),
          type: 'dropdown',
          required: true,
          selectOptions: {
            choices: choices(LANGUAGE_PROFICIENCIES, (value) => t(`profile.proficiency.${value}`)),
          },
        },
      ];
    case 'links':
      return [
        text('label', label('linkLabel'), { rules: [{ type: 'maxLength', value: 60 }] }),
        text('url', label('url'), {
          required: true,
          textOptions: { type: 'url', autocomplete: 'url' },
          rules: [
            { type: 'regex', value: '^https?://\\S+$', message: t('profile.help.urlInvalid') },
          ],
        }),
      ];
    case 'job_preferences':
      return [
        {
          name: 'desiredTitles',
          label: label('desiredTitles'),
          type: 'skillSelector',
          help: t('profile.help.desiredTitles'),
        },
        {
          name: 'desiredLocations',
          label: label('desiredLocations'),
          type: 'skillSelector',
          help: t('profile.help.desiredLocations'),
        },
        {
          name: 'remotePreference',
          label: label('remotePreference'),
          type: 'radio',
          radioOptions: {
            choices: choices(REMOTE_PREFERENCES, (value) => t(`profile.remote.${value}`)),
          },
        },
        {
          name: 'minimumPay',
          label: label('minimumPay'),
          type: 'number',
          rules: [
            { type: 'minValue', value: 0 },
            { type: 'maxValue', value: 100_000_000 },
          ],
        },
        text('payCurrency', label('payCurrency'), {
          rules: [{ type: 'regex', value: '^[A-Za-z]{3}$', message: t('profile.help.currency') }],
          textOptions: { formatValue: 'uppercase' },
        }),
        {
          name: 'payPeriod',
          label: label('payPeriod'),
          type: 'dropdown',
          selectOptions: {
            choices: choices(PAY_PERIODS, (value) => t(`profile.payPeriod.${value}`)),
          },
        },
      ];
  }
}

// The candidate's own values come in as the questions' defaults, not as prefilled answers: the
// toolkit highlights prefilled answers for review, which their own profile does not need.
export function sectionForm(
  section: EditableSection,
  t: TFunction,
  values: FormValues,
): FormDefinition {
  const questions = items(section, t).map((item) =>
    values[item.name] === undefined ? item : { ...item, defaultValue: values[item.name] },
  );
  return { id: `profile-${section}`, sections: [{ id: section, title: '', items: questions }] };
}

// The form's values for what the profile holds: an entry of a list section (`index`), a new one
// (`index` null), or the section itself.
export function sectionValues(
  profile: Profile,
  section: EditableSection,
  index: number | null,
): FormValues {
  switch (section) {
    case 'contact':
      return {
        firstName: profile.firstName,
        lastName: profile.lastName,
        phone: profile.phone,
        location: profile.location,
        headline: profile.headline,
      };
    case 'summary':
      return { summary: profile.summary };
    case 'job_preferences': {
      const { minimumPay, ...rest } = profile.jobPreferences;
      return { ...rest, minimumPay: minimumPay === null ? '' : String(minimumPay) };
    }
    case 'skills':
      return index === null ? {} : { skill: profile.skills[index] ?? '' };
    default: {
      const entry = index === null ? undefined : profile[section][index];
      return entry ? { ...entry } : {};
    }
  }
}

const str = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
const strings = (value: unknown) =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];

// The op_data value for a form's values (the request layer turns its keys to snake_case).
export function sectionValue(section: EditableSection, values: FormValues): unknown {
  switch (section) {
    case 'summary':
      return str(values.summary);
    case 'skills':
      return str(values.skill);
    case 'job_preferences': {
      const pay = str(values.minimumPay);
      return {
        desiredTitles: strings(values.desiredTitles),
        desiredLocations: strings(values.desiredLocations),
        remotePreference: str(values.remotePreference) || 'no_preference',
        minimumPay: pay === '' ? null : Number(pay),
        payCurrency: str(values.payCurrency).toUpperCase() || 'USD',
        payPeriod: str(values.payPeriod) || 'year',
        // Not on this form: given from a match correction, kept as it is.
        experienceYears: typeof values.experienceYears === 'number' ? values.experienceYears : null,
      };
    }
    default:
      // Blank optional fields go as empty text, which the schema takes as "not given".
      return Object.fromEntries(Object.entries(values).map(([name, value]) => [name, value ?? '']));
  }
}

export function isListSection(section: EditableSection): section is ProfileListSection {
  return !['contact', 'summary', 'job_preferences'].includes(section);
}
