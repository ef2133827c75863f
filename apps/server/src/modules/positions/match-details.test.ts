import { keysToCamel, matchDetailsCall, type Match } from '@careers/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  logInNewCandidate,
  type TestApp,
  type Visitor,
} from '../../testing/test-app';
import { addCandidateSkills } from '../candidates/candidates.repository';
import {
  createSearchSite,
  seedSearchPositions,
  type SearchFixtureIds,
} from '../search/search-fixtures';
import { scoreSkills } from './match-details';

describe('scoreSkills', () => {
  it('scores the share of the position’s skills on 0–5 in half steps', () => {
    expect([scoreSkills(0, 3), scoreSkills(1, 3), scoreSkills(2, 3), scoreSkills(3, 3)]).toEqual([
      0, 1.5, 3.5, 5,
    ]);
    expect(scoreSkills(0, 0)).toBeNull();
  });
});

// Issue 7 item 2 (DESIGN §8): match details from the candidate's profile skills and the
// position's skills.
describe('match details', () => {
  let t: TestApp;
  let domain: string;
  let ids: SearchFixtureIds;
  let visitor: Visitor;

  beforeAll(async () => {
    t = await createTestApp();
    let groupId: string;
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
    expect(await matchOf(`${ids.backendBerlin}-senior-backend-engineer`, visitor)).toEqual({
      status: 200,
      match: {
        score: 3.5,
        matchedSkills: ['TypeScript', 'Node.js'],
        missingSkills: ['PostgreSQL'],
        profileSkillCount: 3,
      },
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
});
