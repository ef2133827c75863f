import { DEFAULT_APPLICATION_FORM_ID } from '@careers/contracts';

// The demo's application form: contact, resume, experience, education, skills, screening
// questions with visibility rules, voluntary self-identification, a request for accommodations
// and consent, in the stepper layout. Imported like an employer's file.
const YES_NO = [
  { label: 'Yes', value: 'yes' },
  { label: 'No', value: 'no' },
];
const PREFER_NOT = { label: 'I prefer not to say', value: 'undisclosed' };

export const APPLICATION_FORM = {
  id: DEFAULT_APPLICATION_FORM_ID,
  title: 'Application',
  layout: 'stepper',
  sections: [
    {
      id: 'contact',
      title: 'Contact details',
      description: 'How our recruiters reach you about this application.',
      items: [
        {
          name: 'firstName',
          type: 'text',
          label: 'First name',
          required: true,
          textOptions: { autocomplete: 'given-name' },
        },
        {
          name: 'lastName',
          type: 'text',
          label: 'Last name',
          required: true,
          textOptions: { autocomplete: 'family-name' },
        },
        {
          name: 'email',
          type: 'email',
          label: 'Email',
          required: true,
          rules: [{ type: 'email' }],
        },
        {
          name: 'phone',
          type: 'phone',
          label: 'Phone number',
          required: true,
          phoneOptions: { autocomplete: 'tel-national' },
        },
        {
          name: 'country',
          type: 'select',
          label: 'Country of residence',
          required: true,
          selectOptions: {
            apiEndpoint: '/api/pcsx/forms/options/countries',
            placeholder: 'Select a country',
          },
        },
        {
          name: 'region',
          type: 'select',
          label: 'State or province',
          required: true,
          dependencies: ['country'],
          visibleWhen: { op: 'in', field: 'country', values: ['US', 'CA', 'DE'] },
          selectOptions: {
            apiEndpoint: '/api/pcsx/forms/options/regions?parent={parentValue}',
            parentField: 'country',
          },
        },
        {
          name: 'city',
          type: 'text',
          label: 'City',
          textOptions: { autocomplete: 'address-level2' },
        },
        {
          name: 'linkedin',
          type: 'text',
          label: 'LinkedIn or portfolio link',
          textOptions: { type: 'url', placeholder: 'https://' },
          rules: [
            {
              type: 'regex',
              value: '^https?://\\S+$',
              message: 'Enter a link starting with https://',
            },
          ],
        },
      ],
    },
    {
      id: 'resume',
      title: 'Resume',
      items: [
        {
          name: 'resume',
          type: 'fileUpload',
          label: 'Resume',
          required: true,
          help: 'PDF, Word or text, up to 10 MB.',
          rules: [
            { type: 'maxLength', value: 1 },
            { type: 'maxFileSizeMB', value: 10 },
          ],
          fileUploadOptions: { allowedTypes: ['.pdf', '.doc', '.docx', '.txt'] },
        },
        {
          name: 'coverLetter',
          type: 'textarea',
          label: 'Cover letter',
          help: 'Optional. Tell us why this role.',
          rules: [{ type: 'maxLength', value: 5000 }],
        },
      ],
    },
    {
      id: 'experience',
      title: 'Experience',
      items: [
        {
          name: 'experience',
          type: 'dynamicList',
          label: 'Work experience',
          help: 'Your most recent roles first.',
          rules: [{ type: 'maxLength', value: 10 }],
          dynamicListOptions: {
            itemTitle: 'Role {index}',
            addButton: { text: 'Add a role' },
            items: [
              { name: 'company', type: 'text', label: 'Company', required: true },
              { name: 'title', type: 'text', label: 'Job title', required: true },
              {
                name: 'period',
                type: 'dateRange',
                label: 'Period',
                required: true,
                dateRangeOptions: { picker: 'month', disallowFutureStartDate: true },
              },
              {
                name: 'summary',
                type: 'textarea',
                label: 'What you did',
                rules: [{ type: 'maxLength', value: 2000 }],
              },
            ],
          },
        },
      ],
    },
    {
      id: 'education',
      title: 'Education',
      items: [
        {
          name: 'education',
          type: 'dynamicList',
          label: 'Education',
          rules: [{ type: 'maxLength', value: 5 }],
          dynamicListOptions: {
            itemTitle: 'School {index}',
            addButton: { text: 'Add a school' },
            items: [
              { name: 'school', type: 'text', label: 'School', required: true },
              {
                name: 'degree',
                type: 'dropdown',
                label: 'Degree',
                required: true,
                selectOptions: {
                  choices: [
                    { label: 'High school', value: 'high_school' },
                    { label: 'Associate', value: 'associate' },
                    { label: "Bachelor's", value: 'bachelor' },
                    { label: "Master's", value: 'master' },
                    { label: 'Doctorate', value: 'doctorate' },
                    { label: 'Other', value: 'other' },
                  ],
                },
              },
              { name: 'field', type: 'text', label: 'Field of study' },
              {
                name: 'graduated',
                type: 'date',
                label: 'Graduation date',
                dateOptions: { picker: 'month' },
              },
            ],
          },
        },
        {
          name: 'skills',
          type: 'skillSelector',
          label: 'Skills',
          required: true,
          help: 'From your profile; add or remove any.',
          skillSelectorOptions: { searchCall: 'skills' },
        },
      ],
    },
    {
      id: 'questions',
      title: 'Questions',
      items: [
        {
          name: 'workAuthorized',
          type: 'radio',
          label: 'Are you authorized to work in the country of this job?',
          required: true,
          radioOptions: { choices: YES_NO },
        },
        {
          name: 'needsSponsorship',
          type: 'radio',
          label: 'Will you need visa sponsorship?',
          required: true,
          dependencies: ['workAuthorized'],
          visibleWhen: { op: 'equals', field: 'workAuthorized', value: 'no' },
          radioOptions: { choices: YES_NO },
        },
        {
          name: 'relocate',
          type: 'radio',
          label: 'Are you willing to relocate?',
          required: true,
          radioOptions: { choices: YES_NO },
        },
        {
          name: 'relocateWhere',
          type: 'text',
          label: 'Where would you move to?',
          required: true,
          dependencies: ['relocate'],
          visibleWhen: { op: 'equals', field: 'relocate', value: 'yes' },
        },
        {
          name: 'salary',
          type: 'number',
          label: 'Expected yearly salary',
          rules: [{ type: 'minValue', value: 0 }],
        },
        {
          name: 'startDate',
          type: 'date',
          label: 'Earliest start date',
          required: true,
          rules: [{ type: 'isFuture', message: 'Choose a date after today' }],
        },
      ],
    },
    {
      id: 'self-identification',
      title: 'Voluntary self-identification',
      description:
        'Optional. Your answers are confidential, kept apart from your application and never seen by the people who decide on it.',
      items: [
        {
          name: 'selfIdNote',
          type: 'instruction',
          label: 'Why we ask',
          help: '<p>We ask to measure whether our hiring is fair. Answering is voluntary: leaving these questions blank or choosing "I prefer not to say" has no effect on your application.</p>',
        },
        {
          name: 'gender',
          type: 'dropdown',
          label: 'Gender',
          confidential: true,
          selectOptions: {
            choices: [
              { label: 'Woman', value: 'woman' },
              { label: 'Man', value: 'man' },
              { label: 'Non-binary', value: 'non_binary' },
              PREFER_NOT,
            ],
          },
        },
        {
          name: 'veteran',
          type: 'radio',
          label: 'Are you a protected veteran?',
          confidential: true,
          radioOptions: { direction: 'vertical', choices: [...YES_NO, PREFER_NOT] },
        },
        {
          name: 'disability',
          type: 'radio',
          label: 'Do you have a disability?',
          confidential: true,
          radioOptions: { direction: 'vertical', choices: [...YES_NO, PREFER_NOT] },
        },
      ],
    },
    {
      id: 'accommodations',
      title: 'Accommodations and consent',
      items: [
        {
          name: 'needsAccommodation',
          type: 'checkboxItem',
          label: 'I would like an accommodation during the hiring process.',
        },
        {
          name: 'accommodation',
          type: 'textarea',
          label: 'What would help you?',
          required: true,
          dependencies: ['needsAccommodation'],
          visibleWhen: { op: 'equals', field: 'needsAccommodation', value: true },
        },
        {
          name: 'consent',
          type: 'checkboxItem',
          label: 'I agree that Northwind keeps my application data to consider me for this job.',
          required: true,
        },
        {
          name: 'talentPool',
          type: 'checkboxItem',
          label: 'Keep me in mind for other jobs for 12 months.',
        },
      ],
    },
  ],
};
