import { DEMO_OFFICES } from '@careers/contracts/demo-offices';
import type { Choice } from '@careers/forms/core';
import type { FormHost } from '@careers/forms/react';

// What the showcase page supplies to its form (the host's option and skill calls:
// docs/product/forms-toolkit.md).
const OFFICES: Record<string, Choice[]> = Object.fromEntries(
  Object.entries(DEMO_OFFICES).map(([department, offices]) => [department, [...offices]]),
);

const SKILLS = [
  'Accessibility',
  'Angular',
  'CSS',
  'Docker',
  'GraphQL',
  'Java',
  'Kotlin',
  'Kubernetes',
  'Node.js',
  'PostgreSQL',
  'Python',
  'React',
  'Rust',
  'Swift',
  'Testing',
  'TypeScript',
];

export function showcaseHost(onEvent: (event: 'signed' | 'rejected') => void): FormHost {
  return {
    optionLoaders: {
      offices: (department) => Promise.resolve(OFFICES[String(department)] ?? []),
    },
    skillSearches: {
      skills: (query) =>
        Promise.resolve(
          SKILLS.filter((skill) => skill.toLowerCase().includes(query.trim().toLowerCase())),
        ),
    },
    callbacks: {
      signed: () => {
        onEvent('signed');
      },
      rejected: () => {
        onEvent('rejected');
      },
    },
  };
}
