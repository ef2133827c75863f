import type { Database } from '../../db/database';
import { findCandidateByEmail } from '../candidates/candidates.public';
import { upsertProfileRow } from '../profile/profile.public';

// Alex's profile beyond name and skills, so the profile page, completion and the apply form's
// prefill have real data. Restored on every seed run.
export async function seedAlexProfile(db: Database, groupId: string, email: string, now: Date) {
  const alex = await findCandidateByEmail(db, groupId, email);
  if (!alex) return;
  await upsertProfileRow(db, alex.id, {
    phone: '+1 415 555 0134',
    location: 'San Francisco, CA',
    headline: 'Frontend engineer who cares about accessibility',
    summary:
      'Eight years building web products that millions use. I lead frontend work on design ' +
      'systems and performance, and I mentor engineers new to accessibility.',
    experience: [
      {
        company: 'Fabrikam',
        title: 'Senior frontend engineer',
        location: 'San Francisco, CA',
        period: { startDate: '2021-03', endDate: null, isCurrent: true },
        summary: 'Leads the design system used by 40 product teams; cut page weight by a third.',
      },
      {
        company: 'Tailspin Toys',
        title: 'Frontend engineer',
        location: 'Seattle, WA',
        period: { startDate: '2017-06', endDate: '2021-02', isCurrent: false },
        summary: 'Built the checkout and its accessibility audit programme.',
      },
    ],
    education: [
      {
        school: 'University of Washington',
        degree: 'bachelor',
        field: 'Computer Science',
        graduated: '2017-06',
      },
    ],
    languages: [
      { language: 'English', proficiency: 'native' },
      { language: 'Spanish', proficiency: 'professional_working' },
    ],
    links: [{ label: 'Portfolio', url: 'https://alex-morgan.example' }],
    certifications: [],
    jobPreferences: {
      desiredTitles: ['Staff frontend engineer'],
      desiredLocations: ['San Francisco, CA', 'Remote'],
      remotePreference: 'hybrid',
      minimumPay: 180000,
      payCurrency: 'USD',
      payPeriod: 'year',
    },
    filledFromResume: [],
    updatedAt: now,
  });
}
