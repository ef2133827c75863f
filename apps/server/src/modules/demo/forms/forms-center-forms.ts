import { ALL_QUESTION_TYPES } from '@careers/forms/demo';

// The forms of the demo's forms center.

// The showcase's form with every question type; its office question asks the site's select
// options (docs/product/forms-toolkit.md) instead of the showcase's own loader.
export const ALL_QUESTION_TYPES_FORM = {
  ...ALL_QUESTION_TYPES,
  id: 'all-question-types',
  title: 'All question types',
  layout: 'stepper',
  sections: ALL_QUESTION_TYPES.sections.map((section) => ({
    ...section,
    items: section.items.map((item) =>
      item.name === 'office'
        ? {
            ...item,
            selectOptions: {
              apiEndpoint: '/api/pcsx/forms/options/offices?parent={parentValue}',
              parentField: 'department',
            },
          }
        : item,
    ),
  })),
};

export const EMERGENCY_CONTACT_FORM = {
  id: 'emergency-contact',
  title: 'Emergency contact',
  layout: 'simple',
  sections: [
    {
      id: 'contact',
      title: 'Who we call in an emergency',
      items: [
        { name: 'contactName', type: 'text', label: 'Full name', required: true },
        {
          name: 'relationship',
          type: 'dropdown',
          label: 'Relationship',
          required: true,
          selectOptions: {
            choices: [
              { label: 'Partner', value: 'partner' },
              { label: 'Parent', value: 'parent' },
              { label: 'Sibling', value: 'sibling' },
              { label: 'Friend', value: 'friend' },
              { label: 'Other', value: 'other' },
            ],
          },
        },
        { name: 'contactPhone', type: 'phone', label: 'Phone number', required: true },
        { name: 'contactEmail', type: 'email', label: 'Email', rules: [{ type: 'email' }] },
      ],
    },
  ],
};

export const TAX_DETAILS_FORM = {
  id: 'tax-details',
  title: 'Tax details',
  layout: 'simple',
  sections: [
    {
      id: 'tax',
      title: 'Tax details',
      items: [
        { name: 'legalName', type: 'text', label: 'Legal name', required: true },
        {
          name: 'taxId',
          type: 'ssn',
          label: 'Social security number',
          required: true,
          confidential: true,
        },
        { name: 'address', type: 'textarea', label: 'Home address', required: true },
      ],
    },
  ],
};

// Hosted by a partner: shown in the embedded form frame. The demo's partner page is served by the
// site itself, so the demo needs no network.
export const BACKGROUND_CHECK_FORM = {
  id: 'background-check',
  title: 'Background check consent',
  layout: 'simple',
  embedUrl: '/forms/embedded-form-demo.html',
  sections: [],
};

// Anyone may open it at /careers/forms?form_id=talent-community.
export const TALENT_COMMUNITY_FORM = {
  id: 'talent-community',
  title: 'Join our talent community',
  layout: 'simple',
  isPublic: true,
  sections: [
    {
      id: 'interest',
      title: 'Stay in touch',
      description: 'Tell us what you are looking for and we will write when a job fits.',
      items: [
        {
          name: 'interests',
          type: 'textarea',
          label: 'What kind of work are you looking for?',
          required: true,
        },
        {
          name: 'areas',
          type: 'checkbox',
          label: 'Areas',
          checkboxOptions: {
            direction: 'vertical',
            choices: [
              { label: 'Engineering', value: 'engineering' },
              { label: 'Design', value: 'design' },
              { label: 'Sales', value: 'sales' },
              { label: 'Operations', value: 'operations' },
            ],
          },
        },
      ],
    },
  ],
};
