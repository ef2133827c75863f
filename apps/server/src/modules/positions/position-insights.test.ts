import { keysToCamel, positionInsightsCall, type PositionInsights } from '@careers/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app';
import {
  createSearchSite,
  SEARCH_PLACES,
  seedSearchPositions,
  type SearchFixtureIds,
} from '../search/search-fixtures.seed';
import { archivePosition, savePositions } from './positions.service';

// Position insights are aggregates of the open public positions of the position's department in
// its group, with the top 10 skills (docs/product/match-and-chat.md).
describe('position insights', () => {
  let t: TestApp;
  let domain: string;
  let groupId: string;
  let ids: SearchFixtureIds;
  let care: number[];

  beforeAll(async () => {
    t = await createTestApp();
    ({ domain, groupId } = await createSearchSite(t.db));
    ids = await seedSearchPositions(t.db, groupId, t.clock.now());
    const paid = (min: number, max: number, currency = 'EUR') => ({
      title: 'Care Assistant',
      department: 'Care',
      seniority: 'mid' as const,
      employmentType: 'full_time' as const,
      workLocationOption: 'onsite' as const,
      locations: [SEARCH_PLACES.berlin],
      skills: ['Patient care', 'First aid'],
      descriptionHtml: '<p>Care.</p>',
      salary: { min, max, currency, period: 'year' as const },
      postedAt: t.clock.now(),
    });
    care = await savePositions(
      t.db,
      groupId,
      [paid(40_000, 50_000), paid(50_000, 70_000), paid(30_000, 40_000), paid(1, 2, 'USD')],
      { onChange: () => t.search.catchUp() },
    );
  });
  afterAll(() => t.close());

  const insightsOf = async (positionId: string | number, from = domain) => {
    const response = await t.app.inject({
      url: `${positionInsightsCall.path}?domain=${from}&position_id=${positionId}`,
    });
    return {
      status: response.statusCode,
      insights: (keysToCamel(response.json()) as { data?: { insights: PositionInsights } }).data
        ?.insights,
    };
  };

  it('counts the department’s open public positions and the skills they ask for most', async () => {
    const { status, insights } = await insightsOf(`${ids.backendBerlin}-senior-backend-engineer`);
    expect(status).toBe(200);
    // Open: backend, frontend, reliability, intern and the one closing next month; never the
    // archived, expired or private ones.
    // The backend role's team (Platform) has two other open roles; where the family's roles are.
    expect(insights?.teamRoles.map((role) => role.title)).toEqual([
      'Engineering Intern',
      'Backend Engineer',
    ]);
    expect(insights?.teamRoles.map((role) => role.id)).not.toContain(ids.backendBerlin);
    expect(insights).toEqual({
      department: 'Engineering',
      openPositions: 5,
      team: 'Platform',
      teamRoles: expect.any(Array) as unknown,
      topPlaces: [
        { city: 'Berlin', countryCode: 'DE', positions: 2 },
        { city: 'Amsterdam', countryCode: 'NL', positions: 1 },
        { city: 'Hamburg', countryCode: 'DE', positions: 1 },
        { city: 'Munich', countryCode: 'DE', positions: 1 },
      ],
      topSkills: [
        { skill: 'TypeScript', positions: 3 },
        { skill: 'Go', positions: 2 },
        { skill: 'Kubernetes', positions: 1 },
        { skill: 'Node.js', positions: 1 },
        { skill: 'PostgreSQL', positions: 1 },
        { skill: 'React', positions: 1 },
      ],
      pay: null,
    });
  });

  it('gives the median pay of the department in the position’s currency and period', async () => {
    const { insights } = await insightsOf(care[0] ?? 0);
    // Midpoints 35,000, 45,000 and 60,000: the middle half from 40,000 to 52,500.
    expect(insights?.pay).toEqual({
      median: 45_000,
      low: 40_000,
      high: 52_500,
      currency: 'EUR',
      period: 'year',
      positions: 3,
    });
    expect(insights?.openPositions).toBe(4);
    // No team named: no team roles.
    expect(insights).toMatchObject({ team: null, teamRoles: [] });
  });

  it('follows changes to the positions at once', async () => {
    await archivePosition(t.db, groupId, care[1] ?? 0, t.clock.now(), {
      onChange: () => t.search.catchUp(),
    });
    const { insights } = await insightsOf(care[0] ?? 0);
    expect(insights?.pay).toEqual({
      median: 40_000,
      low: 37_500,
      high: 42_500,
      currency: 'EUR',
      period: 'year',
      positions: 2,
    });
  });

  it('answers 410 for a closed position and 404 for another group’s or an unknown one', async () => {
    expect((await insightsOf(ids.archived)).status).toBe(410);
    expect((await insightsOf(ids.backendBerlin, 'contoso.example')).status).toBe(404);
    expect((await insightsOf(999_999_999)).status).toBe(404);
    expect((await insightsOf('')).status).toBe(422);
  });
});
