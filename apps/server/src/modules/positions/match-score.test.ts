import { describe, expect, it } from 'vitest';
import {
  experienceYears,
  scoreMatch,
  titleWords,
  type MatchPosition,
  type MatchProfile,
} from './match-score';

const NOW = new Date('2026-11-27T12:00:00Z');
const OPTIONS = { now: NOW, strongMatchThreshold: 4 };

const position: MatchPosition = {
  title: 'Senior Backend Engineer',
  skills: ['TypeScript', 'PostgreSQL', 'Node.js', 'Kubernetes'],
  seniority: 'senior',
  workLocationOption: 'onsite',
  locations: [{ city: 'Berlin', region: null, countryCode: 'DE' }],
  remoteCountries: [],
  educationRequired: null,
  educationOrExperience: null,
};
const profile: MatchProfile = {
  skills: ['typescript', 'Node.js', 'Docker'],
  experience: [
    {
      period: { startDate: '2019-01', endDate: null, isCurrent: true },
      titleWords: ['software', 'engineer'],
      families: [],
    },
    // Overlaps the first by a year: counted once.
    {
      period: { startDate: '2018-01', endDate: '2019-12', isCurrent: false },
      titleWords: ['backend', 'developer'],
      families: [],
    },
  ],
  location: 'Berlin, Germany',
  degrees: ['bachelor'],
  experienceYears: null,
  desiredLocations: [],
  remotePreference: 'no_preference',
};

// Every factor with its weight and evidence.
describe('scoreMatch', () => {
  it('names matched, related and missing skills, the years against the seniority, and the place', () => {
    const match = scoreMatch(profile, position, OPTIONS);
    expect(match.matchedSkills).toEqual(['TypeScript', 'Node.js']);
    expect(match.missingSkills).toEqual(['PostgreSQL', 'Kubernetes']);
    // Docker and Kubernetes share a family of the taxonomy; PostgreSQL does too.
    const skills = match.factors.find((factor) => factor.factor === 'skills');
    expect(skills?.related.map((entry) => entry.required)).toEqual(['PostgreSQL', 'Kubernetes']);
    expect(skills?.value).toBe(0.75);
    expect(match.factors.find((factor) => factor.factor === 'experience')).toMatchObject({
      years: 8.9,
      expectedYears: 5,
      value: 1,
      seniority: 'senior',
    });
    expect(match.factors.find((factor) => factor.factor === 'location')).toMatchObject({
      reason: 'sameCity',
      value: 1,
      place: 'Berlin, Germany',
    });
    // 0.55 × 0.75 + 0.25 + 0.2 = 0.8625 of 5 = 4.3 → 4.5 in half steps.
    expect(match.score).toBe(4.5);
    expect(match.isStrongMatch).toBe(true);
  });

  it('counts years in roles unlike the job at half: another field, another kind of work', () => {
    const barista = {
      period: { startDate: '2010-01', endDate: '2014-12', isCurrent: false },
      titleWords: titleWords('Senior Barista'),
      families: ['hospitality'],
    };
    const nurse = {
      period: { startDate: '2015-01', endDate: '2016-12', isCurrent: false },
      titleWords: titleWords('Nurse'),
      // A summary naming a skill of the job's field makes the job like it.
      families: ['software-engineering'],
    };
    const match = scoreMatch({ ...profile, experience: [barista, nurse] }, position, OPTIONS);
    expect(titleWords('Senior Barista')).toEqual(['barista']);
    expect(match.factors.find((factor) => factor.factor === 'experience')).toMatchObject({
      years: 7,
      relevantYears: 2,
      stated: false,
      // (2 + 0.5 × 5) / 5 years a senior role asks for.
      value: 0.9,
    });
  });

  it('weighs the schooling the description asks for against the highest on the profile', () => {
    const asks = (educationRequired: string, educationOrExperience = false) =>
      scoreMatch(
        profile,
        { ...position, educationRequired, educationOrExperience },
        OPTIONS,
      ).factors.find((factor) => factor.factor === 'education');
    expect(asks('bachelor')).toEqual({
      factor: 'education',
      weight: 0.1,
      value: 1,
      required: 'bachelor',
      have: 'bachelor',
      experienceInstead: false,
    });
    // One level short counts half, more nothing — unless experience may stand in and does.
    expect(asks('master')).toMatchObject({ value: 0.5, have: 'bachelor' });
    expect(asks('doctorate')).toMatchObject({ value: 0 });
    expect(asks('doctorate', true)).toMatchObject({ value: 1, experienceInstead: true });
    // Nothing asked, or nothing on the profile: left out, as location is without a place.
    expect(asks('bachelor', false)).toBeDefined();
    const none = scoreMatch(
      { ...profile, degrees: [] },
      { ...position, educationRequired: 'bachelor', educationOrExperience: false },
      OPTIONS,
    );
    expect(none.factors.map((factor) => factor.factor)).toEqual([
      'skills',
      'experience',
      'location',
    ]);
  });

  it('counts the years the candidate stated instead of those worked out from their jobs', () => {
    const match = scoreMatch({ ...profile, experienceYears: 2.5 }, position, OPTIONS);
    expect(match.factors.find((factor) => factor.factor === 'experience')).toMatchObject({
      years: 2.5,
      stated: true,
      expectedYears: 5,
      value: 0.5,
    });
    // 0.55 × 0.75 + 0.25 × 0.5 + 0.2 = 0.7375 of 5 = 3.69 → 3.5.
    expect(match.score).toBe(3.5);
    const workedOut = scoreMatch(profile, position, OPTIONS);
    expect(workedOut.factors.find((factor) => factor.factor === 'experience')).toMatchObject({
      years: 8.9,
      stated: false,
    });
  });

  it('weighs what it can work out: no place on the profile leaves location out', () => {
    const match = scoreMatch({ ...profile, location: '', experience: [] }, position, OPTIONS);
    expect(match.factors.map((factor) => factor.factor)).toEqual(['skills', 'experience']);
    // (0.55 × 0.75 + 0.25 × 0) / 0.8 = 0.516 of 5 = 2.58 → 2.5.
    expect(match.score).toBe(2.5);
    expect(match.isStrongMatch).toBe(false);
  });

  it('reads remote roles, the same country, elsewhere and a wish to work remotely', () => {
    const place = (overrides: Partial<MatchPosition>, who: Partial<MatchProfile> = {}) =>
      scoreMatch({ ...profile, ...who }, { ...position, ...overrides }, OPTIONS).factors.find(
        (factor) => factor.factor === 'location',
      );
    expect(place({ workLocationOption: 'remote', remoteCountries: ['DE'] })).toMatchObject({
      reason: 'remote',
      value: 1,
    });
    // Remote from the United States only: for a candidate in Berlin it is a job in Austin.
    expect(
      place({
        workLocationOption: 'remote',
        remoteCountries: ['US'],
        locations: [{ city: 'Austin', region: 'TX', countryCode: 'US' }],
      }),
    ).toMatchObject({ reason: 'elsewhere', value: 0 });
    expect(
      place({ locations: [{ city: 'Munich', region: null, countryCode: 'DE' }] }),
    ).toMatchObject({ reason: 'sameCountry', value: 0.5 });
    expect(
      place({ locations: [{ city: 'Austin', region: 'TX', countryCode: 'US' }] }),
    ).toMatchObject({ reason: 'elsewhere', value: 0, place: 'Austin, TX, United States' });
    expect(place({}, { remotePreference: 'remote' })).toMatchObject({
      reason: 'wantsRemote',
      value: 0.25,
    });
  });

  it('has no score when nothing can be worked out', () => {
    const match = scoreMatch(
      { ...profile, location: '' },
      { ...position, skills: [], seniority: 'unknown' },
      OPTIONS,
    );
    expect(match).toMatchObject({ score: null, isStrongMatch: false, factors: [] });
  });
});

describe('experienceYears', () => {
  it('counts overlapping jobs once and an open one until now', () => {
    expect(
      experienceYears(
        [
          { period: { startDate: '2020-01', endDate: '2020-12', isCurrent: false } },
          { period: { startDate: '2020-06', endDate: '2021-05', isCurrent: false } },
        ],
        NOW,
      ),
    ).toBe(1.4);
    expect(experienceYears([], NOW)).toBe(0);
  });
});
