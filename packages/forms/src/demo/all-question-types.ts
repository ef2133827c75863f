import type { FormDefinition } from '../core/types';

// The showcase's demo form: every question type of the toolkit, with rules, visibility
// conditions, new questions and prefilled values, in five sections.
export const ALL_QUESTION_TYPES: FormDefinition = {
  id: 'all-question-types',
  title: 'All question types',
  sections: [
    {
      id: 'about-you',
      title: 'About you',
      description: 'How we can reach you.',
      items: [
        {
          name: 'instructions',
          type: 'instruction',
          label: 'Before you start',
          help: '<p>This form shows every question type the toolkit supports. Answers are never sent anywhere: <strong>Submit</strong> checks them with the same rules the server uses.</p><p>Questions marked with an asterisk are required. Some questions appear only when an earlier answer calls for them: choose <em>Canada</em> as your country to see the social insurance number, or <em>United States</em> to see the state and the social security number.</p><p>Prefilled answers are highlighted until you change them. The timeline beside the form counts the new questions and the errors of each section; select a step to jump to its first question that needs attention.</p><p>Dates follow your language, and everything works with a keyboard alone.</p>',
        },
        {
          name: 'firstName',
          type: 'text',
          label: 'First name',
          required: true,
          defaultValue: 'Alex',
          textOptions: { autocomplete: 'given-name' },
          rules: [{ type: 'minLength', value: 2 }],
        },
        {
          name: 'lastName',
          type: 'text',
          label: 'Last name',
          required: true,
          textOptions: { autocomplete: 'family-name' },
          rules: [{ type: 'maxLength', value: 40 }],
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
          label: 'Phone',
          required: true,
          phoneOptions: { autocomplete: 'tel-national' },
        },
        {
          name: 'country',
          type: 'country',
          label: 'Country',
          help: 'Try “United States” or “Canada”.',
          textOptions: { autocomplete: 'country-name' },
        },
        {
          name: 'state',
          type: 'state',
          label: 'State',
          dependencies: ['country'],
          visibleWhen: { op: 'in', field: 'country', values: ['United States', 'US', 'USA'] },
          required: true,
        },
        {
          name: 'ssn',
          type: 'ssn',
          label: 'Social security number',
          confidential: true,
          dependencies: ['country'],
          visibleWhen: { op: 'in', field: 'country', values: ['United States', 'US', 'USA'] },
        },
        {
          name: 'sin',
          type: 'sin',
          label: 'Social insurance number',
          confidential: true,
          newItem: true,
          dependencies: ['country'],
          visibleWhen: { op: 'equals', field: 'country', value: 'Canada' },
        },
        {
          name: 'website',
          type: 'text',
          label: 'Portfolio address',
          newItem: true,
          textOptions: { type: 'url', placeholder: 'https://' },
          rules: [
            {
              type: 'regex',
              value: '/^https?:\\/\\/\\S+$/i',
              message: 'Enter an address that starts with http:// or https://.',
            },
          ],
        },
      ],
    },
    {
      id: 'experience',
      title: 'Your experience',
      items: [
        {
          name: 'currentRole',
          type: 'dateRange',
          label: 'Current or last role',
          required: true,
          dateRangeOptions: { disallowFutureStartDate: true },
        },
        {
          name: 'years',
          type: 'number',
          label: 'Years of experience',
          layout: 'columns',
          rules: [
            { type: 'minValue', value: 0 },
            { type: 'maxValue', value: 60 },
          ],
        },
        {
          name: 'employers',
          type: 'dynamicList',
          label: 'Previous employers',
          newItem: true,
          rules: [
            { type: 'minLength', value: 1 },
            { type: 'maxLength', value: 4 },
          ],
          dynamicListOptions: {
            addButton: { text: 'Add employer', icon: 'briefcase' },
            itemTitle: 'Employer {index}',
            items: [
              { name: 'company', type: 'text', label: 'Company', required: true },
              { name: 'title', type: 'text', label: 'Job title' },
              {
                name: 'reason',
                type: 'textarea',
                label: 'Why did you leave?',
                dependencies: ['title'],
                visibleWhen: { op: 'notEmpty', field: 'title' },
                textAreaOptions: { size: 'small' },
              },
            ],
          },
        },
        {
          name: 'skills',
          type: 'skillSelector',
          label: 'Skills',
          required: true,
          defaultValue: ['TypeScript', 'React'],
          skillSelectorOptions: {
            searchCall: 'skills',
            suggestedSkills: ['Accessibility', 'Node.js', 'PostgreSQL', 'Testing'],
            suggestedSkillsHeader: 'Suggested for this job',
            showMoreThreshold: 10,
          },
        },
        {
          name: 'selfRating',
          type: 'star_rating',
          label: 'How do you rate your English?',
          required: true,
        },
        {
          name: 'coverNote',
          type: 'textarea',
          label: 'Cover note',
          help: 'A few words on why this job.',
          rules: [{ type: 'maxLength', value: 500 }],
        },
      ],
    },
    {
      id: 'availability',
      title: 'Availability and preferences',
      items: [
        {
          name: 'startDate',
          type: 'date',
          label: 'Earliest start date',
          required: true,
          dateOptions: { enableFrom: 0, enableUntil: 365 },
          rules: [{ type: 'isFuture' }],
        },
        {
          name: 'formDate',
          type: 'date',
          label: 'Date of this form',
          dateOptions: { today: true },
        },
        {
          name: 'noticeEnds',
          type: 'date',
          label: 'Notice period ends',
          rules: [
            {
              type: 'date_comparison',
              compare_to_field: 'startDate',
              operator: 'before',
              message: 'Your notice period should end before your start date.',
            },
          ],
        },
        // dateOptions: a format of its own with a fallback (the default value is read in the
        // fallback and stored as 2024-12-31), a month picker and a year picker.
        {
          name: 'contractEnds',
          type: 'date',
          label: 'Current contract ends',
          help: 'Typed as DD.MM.YYYY; a date written MM/DD/YYYY is read too.',
          defaultValue: '12/31/2024',
          dateOptions: { dateFormat: 'DD.MM.YYYY', fallbackFormat: 'MM/DD/YYYY' },
        },
        {
          name: 'availableMonth',
          type: 'date',
          label: 'Month you could start',
          dateOptions: { picker: 'month', enableFrom: 0 },
        },
        {
          name: 'graduationYear',
          type: 'date',
          label: 'Year you graduated',
          dateOptions: { picker: 'year', enableUntil: 0 },
        },
        {
          name: 'arrangement',
          type: 'radio',
          label: 'Preferred way of working',
          required: true,
          radioOptions: {
            choices: [
              { label: 'Remote', value: 'remote', iconProps: { name: 'laptop' } },
              { label: 'Hybrid', value: 'hybrid', iconProps: { name: 'home' } },
              { label: 'On-site', value: 'onsite', iconProps: { name: 'building' } },
            ],
          },
        },
        {
          name: 'regions',
          type: 'checkbox',
          label: 'Regions you would move to',
          dependencies: ['arrangement'],
          visibleWhen: { op: 'in', field: 'arrangement', values: ['hybrid', 'onsite'] },
          required: true,
          checkboxOptions: {
            direction: 'vertical',
            choices: [
              { label: 'Europe', value: 'europe' },
              { label: 'North America', value: 'north-america' },
              { label: 'Middle East', value: 'middle-east' },
            ],
          },
        },
        {
          name: 'department',
          type: 'dropdown',
          label: 'Department',
          required: true,
          selectOptions: {
            choicesSortOrder: 'ascending',
            choices: [
              { label: 'Sales', value: 'sales' },
              { label: 'Engineering', value: 'engineering' },
              { label: 'Design', value: 'design' },
              { label: 'Finance', value: 'finance' },
            ],
          },
        },
        {
          name: 'languages',
          type: 'select',
          label: 'Languages you speak',
          selectOptions: {
            multiple: true,
            choices: [
              { label: 'Arabic', value: 'ar' },
              { label: 'English', value: 'en' },
              { label: 'German', value: 'de' },
              { label: 'Spanish', value: 'es' },
            ],
          },
        },
        {
          name: 'office',
          type: 'select',
          label: 'Office',
          help: 'The offices of the department you chose.',
          dependencies: ['department'],
          visibleWhen: { op: 'notEmpty', field: 'department' },
          selectOptions: { apiCall: 'offices', parentField: 'department' },
        },
        {
          name: 'privacy',
          type: 'checkboxItem',
          label: 'I agree that my answers are kept for this application.',
          required: true,
        },
      ],
    },
    {
      id: 'documents',
      title: 'Documents',
      items: [
        {
          name: 'resume',
          type: 'fileUpload',
          label: 'Resume',
          required: true,
          rules: [
            { type: 'maxLength', value: 1 },
            { type: 'maxFileSizeMB', value: 5 },
          ],
        },
        {
          name: 'portfolio',
          type: 'file_upload',
          label: 'Work samples',
          newItem: true,
          rules: [
            { type: 'maxLength', value: 3 },
            { type: 'maxCumulativeFileSizeMB', value: 10 },
          ],
          fileUploadOptions: { allowedTypes: ['.pdf', '.png', '.jpg'] },
        },
        {
          name: 'policy',
          type: 'info',
          label: 'Our hiring policy',
          help: '<p>Read the policy below before you sign.</p>',
          additionalProperties: { url: '/forms/hiring-policy.pdf' },
        },
      ],
    },
    {
      id: 'signature',
      title: 'Signature',
      items: [
        {
          name: 'signature',
          type: 'esignForm',
          label: 'Sign the declaration',
          required: true,
          additionalProperties: {
            title: 'Declaration',
            url: '/forms/esign-demo.html',
            onSign: 'signed',
            onReject: 'rejected',
          },
        },
      ],
    },
  ],
};
