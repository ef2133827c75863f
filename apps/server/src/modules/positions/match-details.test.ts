import {
  keysToCamel,
  matchDetailsCall,
  profileDetailsCall,
  searchCall,
  type Match,
} from '@careers/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  dataOf,
  logInNewCandidate,
  type TestApp,
  type Visitor,
} from '../../testing/test-app';
import { addCandidateSkills } from '../candidates/candidates.repository';
import { savePositions } from './positions.service';
import {
  createSearchSite,
  SEARCH_PLACES,
  seedSearchPositions,
  type SearchFixtureIds,
} from '../search/search-fixtures.seed';

// Match details from the candidate's profile skills and the position's skills.
describe('match details', () => {
  let t: TestApp;
  let domain: string;
  let ids: SearchFixtureIds;
  let visitor: Visitor;
  let groupId: string;

  beforeAll(async () => {
    t = await createTestApp();
    ({ domain, groupId } = await createSearchSite(t.db));
    ids = await seedSearchPositions(t.db, groupId, t.clock.now());
    const loggedIn = await logInNewCandidate(t, { domain });
    visitor = loggedIn.visitor;
    await addCandidateSkills(t.db, loggedIn.candidate.id, ['typescript', 'Node.js', 'Go']);
  });
  afterAll(() => t.close());

  const matchOf = async (positionId: string | number, as?: Visitor, from = domain) => {
    const url = `${matchDetailsCall.path}?domain=${from}&position_id=${positionId}`;
    const response = as ? await as.get(url) : await t.app.inject({ url });
    return {
      status: response.statusCode,
      match: (keysToCamel(response.json()) as { data?: { match: Match | null } }).data?.match,
    };
  };

  it('names the skills the profile has and misses, and scores them', async () => {
    // The position asks for TypeScript, PostgreSQL and Node.js; case does not matter.
    const { status, match } = await matchOf(
      `${ids.backendBerlin}-senior-backend-engineer`,
      visitor,
    );
    expect(status).toBe(200);
    expect(match).toMatchObject({
      matchedSkills: ['TypeScript', 'Node.js'],
      missingSkills: ['PostgreSQL'],
      profileSkillCount: 3,
    });
    // Skills and experience (a senior role, nothing on the profile); no place on the profile.
    expect(match?.factors.map((factor) => factor.factor)).toEqual(['skills', 'experience']);
    expect(match?.score).not.toBeNull();

    // The profile is kept for matching (decision 020); a correction shows at once.
    const added = await visitor.post('/api/pcsx/profile_edit', {
      domain,
      op_section: 'skills',
      operation: 'add',
      op_data: { value: 'PostgreSQL' },
    });
    expect(added.statusCode, added.body).toBe(200);
    const after = await matchOf(`${ids.backendBerlin}-senior-backend-engineer`, visitor);
    expect(after.match?.matchedSkills).toEqual(['TypeScript', 'PostgreSQL', 'Node.js']);
    expect(after.match?.missingSkills).toEqual([]);
  });

  it('takes the years of experience the candidate states from the match, and forgets them again', async () => {
    const positionId = `${ids.backendBerlin}-senior-backend-engineer`;
    const experience = async () =>
      (await matchOf(positionId, visitor)).match?.factors.find((f) => f.factor === 'experience');
    expect(await experience()).toMatchObject({ years: 0, stated: false, value: 0 });
    const profile = dataOf(
      profileDetailsCall,
      await visitor.get(`${profileDetailsCall.path}?domain=${domain}`),
    );
    const edit = (experienceYears: number | null) =>
      visitor.post('/api/pcsx/profile_edit', {
        domain,
        op_section: 'job_preferences',
        operation: 'edit',
        op_data: { value: { ...profile.jobPreferences, experienceYears } },
      });
    expect((await edit(6)).statusCode).toBe(200);
    expect(await experience()).toMatchObject({ years: 6, stated: true, value: 1 });
    // Half years only, and a life's worth at most.
    expect((await edit(6.3)).statusCode).toBe(422);
    expect((await edit(61)).statusCode).toBe(422);
    expect((await edit(null)).statusCode).toBe(200);
    expect(await experience()).toMatchObject({ years: 0, stated: false });
  });

  it('reads the schooling a description asks for, and weighs the profile’s against it', async () => {
    const [id = 0] = await savePositions(t.db, groupId, [
      {
        externalId: 'nurse-educator',
        title: 'Nurse Educator',
        department: 'Health',
        team: null,
        seniority: 'senior',
        employmentType: 'full_time',
        workLocationOption: 'onsite',
        locations: [SEARCH_PLACES.berlin],
        skills: ['Triage'],
        descriptionHtml: '<ul><li>A master’s degree in nursing or equivalent experience</li></ul>',
        postedAt: t.clock.now(),
        archivedAt: null,
        validThrough: null,
      },
    ]);
    const added = await visitor.post('/api/pcsx/profile_edit', {
      domain,
      op_section: 'education',
      operation: 'add',
      op_data: { value: { school: 'Charité', degree: 'bachelor' } },
    });
    expect(added.statusCode, added.body).toBe(200);
    const { match } = await matchOf(id, visitor);
    expect(match?.factors.find((factor) => factor.factor === 'education')).toEqual({
      factor: 'education',
      weight: 0.1,
      value: 0.5,
      required: 'master',
      have: 'bachelor',
      experienceInstead: false,
    });
  });

  it('has no match for a visitor who is not logged in: there is no profile', async () => {
    expect(await matchOf(ids.backendBerlin)).toEqual({ status: 200, match: null });
  });

  it('answers 410 for a closed position and 404 for another group’s or an unknown one', async () => {
    expect((await matchOf(ids.archived, visitor)).status).toBe(410);
    expect((await matchOf(ids.backendBerlin, visitor, 'contoso.example')).status).toBe(404);
    expect((await matchOf(999_999_999, visitor)).status).toBe(404);
    expect((await matchOf('', visitor)).status).toBe(422);
  });

  it('orders a search "Recommended for you" by the match, for a candidate only', async () => {
    const searchAs = async (as: Visitor | null, sort: string) => {
      const url = `${searchCall.path}?domain=${domain}&query=engineer&sort_by=${sort}&num=10`;
      const answer = as ? await as.get(url) : await t.app.inject({ url });
      return dataOf(searchCall, answer);
    };
    const recommended = await searchAs(visitor, 'recommended');
    expect(recommended.sortBy).toBe('recommended');
    expect(recommended.resultsMetaData.sortOptions).toEqual(['relevance', 'newest', 'recommended']);
    const scores = await Promise.all(
      recommended.positions.map(async (position) => (await matchOf(position.id, visitor)).match),
    );
    const values = scores.map((match) => match?.score ?? -1);
    expect(values).toEqual(values.toSorted((a, b) => b - a));
    // The same positions as the relevance order, re-ordered.
    const relevance = await searchAs(visitor, 'relevance');
    expect(recommended.positions.map((p) => p.id).toSorted()).toEqual(
      relevance.positions.map((p) => p.id).toSorted(),
    );

    // A visitor has no profile: the sort is not offered, and asking for it is relevance.
    const asVisitor = await searchAs(null, 'recommended');
    expect(asVisitor.sortBy).toBe('relevance');
    expect(asVisitor.resultsMetaData.sortOptions).toEqual(['relevance', 'newest']);
  });
});
