import type { Profile } from '@careers/contracts/profile';

// Alex's profile as profile_details answers it, empty but for the name, for the tests of the
// pages that show or change it.
export const aProfile = (overrides: Partial<Profile> = {}): Profile => ({
  encId: 'alex-1',
  email: 'alex.morgan@example.com',
  firstName: 'Alex',
  lastName: 'Morgan',
  phone: '',
  location: '',
  headline: '',
  avatar: null,
  summary: '',
  experience: [],
  education: [],
  skills: [],
  links: [],
  certifications: [],
  languages: [],
  jobPreferences: {
    desiredTitles: [],
    desiredLocations: [],
    remotePreference: 'no_preference',
    minimumPay: null,
    payCurrency: 'USD',
    payPeriod: 'year',
    experienceYears: null,
  },
  filledFromResume: [],
  updatedAt: null,
  ...overrides,
});
