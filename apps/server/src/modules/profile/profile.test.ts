import {
  HEADER_LOGIN_REQUIRED,
  PROFILE_LIST_MAX,
  matchDetailsCall,
  profileAnalysisCall,
  profileDetailsCall,
  profileEditCall,
  type Profile,
} from '@careers/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  dataOf,
  logInNewCandidate,
  readBootData,
  Visitor,
  type TestApp,
} from '../../testing/test-app';
import { upsertProfileRow } from './profile.repository';

const DOMAIN = 'northwind.example';
const DETAILS = `${profileDetailsCall.path}?domain=${DOMAIN}`;
const ANALYSIS = `${profileAnalysisCall.path}?domain=${DOMAIN}`;

const EXPERIENCE = {
  company: 'Northwind',
  title: 'Nurse',
  location: 'Berlin',
  period: { start_date: '2019-04', end_date: '2022-01', is_current: false },
  summary: 'Night shifts on the cardiology ward.',
};
const CURRENT_JOB = {
  company: 'Contoso Clinic',
  title: 'Charge nurse',
  period: { start_date: '2022-02', end_date: null, is_current: true },
};

// profile_details, profile_analysis and profile_edit on the real database.
describe('profile', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const edit = (visitor: Visitor, section: string, operation: string, opData: unknown) =>
    visitor.post(profileEditCall.path, {
      domain: DOMAIN,
      op_section: section,
      operation,
      op_data: opData,
    });

  async function editOk(visitor: Visitor, section: string, operation: string, opData: unknown) {
    return dataOf(profileEditCall, await edit(visitor, section, operation, opData));
  }

  const details = async (visitor: Visitor): Promise<Profile> =>
    dataOf(profileDetailsCall, await visitor.get(DETAILS));

  it('answers an empty profile for a new candidate, with every check missing but the name', async () => {
    const { visitor, candidate } = await logInNewCandidate(t);
    const profile = await details(visitor);
    expect(profile).toMatchObject({
      encId: candidate.encId,
      email: candidate.email,
      firstName: 'Test',
      lastName: 'Candidate',
      phone: '',
      summary: '',
      experience: [],
      skills: [],
      avatar: null,
      filledFromResume: [],
      updatedAt: null,
    });
    expect(profile.jobPreferences).toEqual({
      desiredTitles: [],
      desiredLocations: [],
      remotePreference: 'no_preference',
      minimumPay: null,
      payCurrency: 'USD',
      payPeriod: 'year',
      experienceYears: null,
    });
    const analysis = dataOf(profileAnalysisCall, await visitor.get(ANALYSIS));
    expect(analysis.completion).toBe(10);
    expect(analysis.missing.map((item) => item.check)).toEqual([
      'phone',
      'location',
      'headline',
      'summary',
      'experience',
      'education',
      'skills',
      'languages',
      'links',
      'job_preferences',
    ]);
    expect(analysis.missing[0]).toEqual({ check: 'phone', section: 'contact', weight: 10 });
  });

  it('edits contact details, and the page greets the candidate by the new name', async () => {
    const { visitor } = await logInNewCandidate(t);
    const profile = await editOk(visitor, 'contact', 'edit', {
      value: {
        first_name: '  Amira ',
        last_name: 'Haddad',
        phone: '+49 30 1234567',
        location: 'Berlin, Germany',
        headline: 'Registered nurse',
      },
    });
    expect(profile).toMatchObject({
      firstName: 'Amira',
      lastName: 'Haddad',
      phone: '+49 30 1234567',
      location: 'Berlin, Germany',
      headline: 'Registered nurse',
    });
    expect(profile.updatedAt).toBe(t.clock.now().toISOString());
    expect(await details(visitor)).toEqual(profile);
    const boot = readBootData((await visitor.page(`/careers/profile?domain=${DOMAIN}`)).body);
    expect(boot.user?.firstName).toBe('Amira');
  });

  it('adds, edits, reorders and deletes experience entries, keeping the order given', async () => {
    const { visitor } = await logInNewCandidate(t);
    await editOk(visitor, 'experience', 'add', { value: EXPERIENCE });
    let profile = await editOk(visitor, 'experience', 'add', { value: CURRENT_JOB });
    expect(profile.experience.map((entry) => entry.company)).toEqual([
      'Northwind',
      'Contoso Clinic',
    ]);
    expect(profile.experience[1]).toEqual({
      company: 'Contoso Clinic',
      title: 'Charge nurse',
      location: '',
      period: { startDate: '2022-02', endDate: null, isCurrent: true },
      summary: '',
    });

    profile = await editOk(visitor, 'experience', 'reorder', { index: 1, value: 0 });
    expect(profile.experience.map((entry) => entry.company)).toEqual([
      'Contoso Clinic',
      'Northwind',
    ]);
    profile = await editOk(visitor, 'experience', 'edit', {
      index: 1,
      value: { ...EXPERIENCE, title: 'Staff nurse' },
    });
    expect(profile.experience[1]?.title).toBe('Staff nurse');
    profile = await editOk(visitor, 'experience', 'delete', { index: 0 });
    expect(profile.experience.map((entry) => entry.title)).toEqual(['Staff nurse']);
    expect((await details(visitor)).experience).toEqual(profile.experience);
  });

  it.each([
    [
      'education',
      { school: 'Charité', degree: 'bachelor', field: 'Nursing', graduated: '2018-07' },
    ],
    ['education', { school: 'TU Berlin', degree: 'master' }],
    ['links', { label: 'Portfolio', url: 'https://amira.example' }],
    ['certifications', { name: 'BLS', issuer: 'AHA', issued: '2021-03', expires: '2023-03' }],
    ['languages', { language: 'Arabic', proficiency: 'native' }],
    ['skills', 'Patient care'],
  ] as const)('%s: adds, edits and deletes an entry', async (section, value) => {
    const { visitor } = await logInNewCandidate(t);
    const key = section as keyof Profile;
    const added = await editOk(visitor, section, 'add', { value });
    expect(added[key]).toHaveLength(1);
    const edited = await editOk(visitor, section, 'edit', { index: 0, value });
    expect(edited[key]).toEqual(added[key]);
    const deleted = await editOk(visitor, section, 'delete', { index: 0 });
    expect(deleted[key]).toEqual([]);
  });

  it('keeps skills in the candidate order, once each whatever the case, and matching reads them', async () => {
    const { visitor } = await logInNewCandidate(t);
    for (const skill of ['TypeScript', 'Go', 'typescript', 'SQL']) {
      await editOk(visitor, 'skills', 'add', { value: skill });
    }
    expect((await details(visitor)).skills).toEqual(['TypeScript', 'Go', 'SQL']);
    const moved = await editOk(visitor, 'skills', 'reorder', { index: 2, value: 0 });
    expect(moved.skills).toEqual(['SQL', 'TypeScript', 'Go']);
    const clash = await edit(visitor, 'skills', 'edit', { index: 0, value: 'GO' });
    expect(clash.statusCode).toBe(422);
    expect(clash.json()).toMatchObject({ message: 'This section already lists that.' });
    const match = dataOf(
      matchDetailsCall,
      await visitor.get(`${matchDetailsCall.path}?domain=${DOMAIN}&position_id=1`),
    );
    expect(match.match?.profileSkillCount).toBe(3);
  });

  it('edits the summary and job preferences, and a full profile is 100% complete', async () => {
    const { visitor } = await logInNewCandidate(t);
    await editOk(visitor, 'contact', 'edit', {
      value: {
        first_name: 'Lee',
        last_name: 'Park',
        phone: '+1 415 555 0100',
        location: 'Austin',
        headline: 'Nurse',
      },
    });
    await editOk(visitor, 'summary', 'edit', { value: 'Ten years of bedside care.' });
    const preferences = await editOk(visitor, 'job_preferences', 'edit', {
      value: {
        desired_titles: ['Charge nurse'],
        desired_locations: ['Austin, TX', 'Remote'],
        remote_preference: 'hybrid',
        minimum_pay: 85000,
        pay_currency: 'USD',
        pay_period: 'year',
      },
    });
    expect(preferences.jobPreferences).toEqual({
      desiredTitles: ['Charge nurse'],
      desiredLocations: ['Austin, TX', 'Remote'],
      remotePreference: 'hybrid',
      minimumPay: 85000,
      payCurrency: 'USD',
      payPeriod: 'year',
      experienceYears: null,
    });
    await editOk(visitor, 'experience', 'add', { value: EXPERIENCE });
    await editOk(visitor, 'education', 'add', {
      value: { school: 'UT Austin', degree: 'bachelor' },
    });
    await editOk(visitor, 'languages', 'add', {
      value: { language: 'English', proficiency: 'native' },
    });
    await editOk(visitor, 'links', 'add', { value: { url: 'https://lee.example' } });
    const before = dataOf(profileAnalysisCall, await visitor.get(ANALYSIS));
    expect(before.missing.map((item) => item.check)).toEqual(['skills']);
    expect(before.completion).toBe(85);
    for (const skill of ['Triage', 'ICU', 'Pediatrics', 'Epic', 'Phlebotomy']) {
      await editOk(visitor, 'skills', 'add', { value: skill });
    }
    expect(dataOf(profileAnalysisCall, await visitor.get(ANALYSIS))).toEqual({
      completion: 100,
      missing: [],
    });
  });

  it('no longer marks a section as filled from a resume once the candidate edits it', async () => {
    const { visitor, candidate } = await logInNewCandidate(t);
    await upsertProfileRow(t.db, candidate.id, {
      filledFromResume: ['contact', 'experience', 'skills'],
      experience: [
        { ...CURRENT_JOB, period: { startDate: '2022-02', endDate: null, isCurrent: true } },
      ],
    });
    expect((await details(visitor)).filledFromResume).toEqual(['contact', 'experience', 'skills']);
    const profile = await editOk(visitor, 'experience', 'delete', { index: 0 });
    expect(profile.filledFromResume).toEqual(['contact', 'skills']);
  });

  it('applies two edits sent at once one after the other', async () => {
    const { visitor } = await logInNewCandidate(t);
    const answers = await Promise.all(
      ['Triage', 'ICU', 'Epic'].map((skill) => edit(visitor, 'skills', 'add', { value: skill })),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200]);
    expect((await details(visitor)).skills.toSorted()).toEqual(['Epic', 'ICU', 'Triage']);
  });

  describe('bad input answers 422 and changes nothing', () => {
    let visitor: Visitor;
    let before: Profile;

    beforeAll(async () => {
      ({ visitor } = await logInNewCandidate(t));
      await editOk(visitor, 'experience', 'add', { value: EXPERIENCE });
      before = await details(visitor);
    });

    it.each([
      ['an unknown section', 'hobbies', 'add', { value: 'chess' }],
      ['an unknown operation', 'experience', 'duplicate', { index: 0 }],
      ['a singleton section with a list operation', 'summary', 'add', { value: 'x' }],
      ['an index past the end', 'experience', 'edit', { index: 1, value: EXPERIENCE }],
      ['a delete past the end', 'experience', 'delete', { index: 5 }],
      ['a reorder to past the end', 'experience', 'reorder', { index: 0, value: 1 }],
      ['a negative index', 'experience', 'delete', { index: -1 }],
      ['a fractional index', 'experience', 'delete', { index: 0.5 }],
      ['a missing value', 'experience', 'add', {}],
      ['an entry without its required field', 'experience', 'add', { value: { title: 'Nurse' } }],
      [
        'a period that ends before it starts',
        'experience',
        'add',
        {
          value: { ...EXPERIENCE, period: { start_date: '2022-01', end_date: '2021-01' } },
        },
      ],
      [
        'a period with no end that is not current',
        'experience',
        'add',
        {
          value: { ...EXPERIENCE, period: { start_date: '2022-01' } },
        },
      ],
      [
        'a date that is not one',
        'education',
        'add',
        {
          value: { school: 'X', degree: 'master', graduated: '2022-13' },
        },
      ],
      [
        'a degree not on the list',
        'education',
        'add',
        { value: { school: 'X', degree: 'wizard' } },
      ],
      [
        'a link that is not a web address',
        'links',
        'add',
        { value: { url: 'javascript:alert(1)' } },
      ],
      ['an oversized summary', 'summary', 'edit', { value: 'x'.repeat(3001) }],
      ['an oversized skill', 'skills', 'add', { value: 'x'.repeat(61) }],
      ['an empty skill', 'skills', 'add', { value: '   ' }],
      ['an empty first name', 'contact', 'edit', { value: { first_name: ' ' } }],
      [
        'too many desired locations',
        'job_preferences',
        'edit',
        {
          value: { desired_locations: Array.from({ length: 11 }, (_, i) => `City ${i}`) },
        },
      ],
      ['a negative minimum pay', 'job_preferences', 'edit', { value: { minimum_pay: -1 } }],
      ['a value of the wrong type', 'summary', 'edit', { value: { text: 'hi' } }],
    ])('%s', async (_what, section, operation, opData) => {
      const answer = await edit(visitor, section, operation, opData);
      expect(answer.statusCode, answer.body).toBe(422);
      expect(await details(visitor)).toEqual(before);
    });

    it('refuses one entry more than a list keeps', async () => {
      const { visitor: full } = await logInNewCandidate(t);
      for (let index = 0; index < PROFILE_LIST_MAX.links; index += 1) {
        await editOk(full, 'links', 'add', { value: { url: `https://example.com/${index}` } });
      }
      const answer = await edit(full, 'links', 'add', { value: { url: 'https://example.com/x' } });
      expect(answer.statusCode).toBe(422);
      expect(answer.json()).toMatchObject({
        message: `This section keeps at most ${PROFILE_LIST_MAX.links} entries.`,
      });
      expect((await details(full)).links).toHaveLength(PROFILE_LIST_MAX.links);
    });
  });

  it('needs a login, and reaches only the candidate’s own profile in their own group', async () => {
    const visitor = new Visitor(t.app);
    await visitor.page();
    const answer = await visitor.get(DETAILS);
    expect(answer.statusCode).toBe(401);
    expect(answer.headers[HEADER_LOGIN_REQUIRED]).toBe('1');
    expect((await edit(visitor, 'summary', 'edit', { value: 'x' })).statusCode).toBe(401);

    const { visitor: northwind } = await logInNewCandidate(t);
    await editOk(northwind, 'summary', 'edit', { value: 'Mine' });
    const other = await northwind.get(`${profileDetailsCall.path}?domain=contoso.example`);
    expect(other.statusCode).toBe(401);
    const { visitor: second } = await logInNewCandidate(t);
    expect((await details(second)).summary).toBe('');
  });
});
