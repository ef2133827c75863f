import {
  autocompleteCall,
  mapMarkersCall,
  overridesCall,
  POSITION_DETAIL_BLOCKS,
  positionDetailsCall,
  searchCall,
  keysToCamel,
  type CallResponse,
} from '@careers/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { positions, savedPositions } from '../../db/schema';
import { createCandidate } from '../../testing/fixtures';
import { createTestApp, logIn, Visitor, type TestApp } from '../../testing/test-app';
import { savePositions, updatePosition, archivePosition } from '../positions/positions.service';
import {
  OPEN_SEARCH_FIXTURES,
  createSearchSite,
  seedSearchPositions,
  type SearchFixtureIds,
  type SearchFixtureKey,
} from './search-fixtures.seed';

// The search rules of docs/product/search.md through the calls, on both engines.
type SearchData = CallResponse<typeof searchCall>;

describe.each(['memory', 'postgres'] as const)('search calls on the %s engine', (engine) => {
  let t: TestApp;
  let domain: string;
  let groupId: string;
  let ids: SearchFixtureIds;

  beforeAll(async () => {
    t = await createTestApp({ SEARCH_ENGINE: engine });
    ({ domain, groupId } = await createSearchSite(t.db));
    ids = await seedSearchPositions(t.db, groupId, t.clock.now());
    await t.search.catchUp();
  });
  afterAll(() => t.close());

  const keyOf = (id: number) =>
    (Object.entries(ids).find(([, value]) => value === id)?.[0] ?? `#${id}`) as SearchFixtureKey;

  async function get(path: string, params: Record<string, string | string[]>) {
    const search = new URLSearchParams();
    const all: Record<string, string | string[]> = { domain, ...params };
    for (const [name, value] of Object.entries(all)) {
      for (const one of typeof value === 'string' ? [value] : value) search.append(name, one);
    }
    return t.app.inject({ url: `${path}?${search.toString()}` });
  }

  async function search(params: Record<string, string | string[]> = {}): Promise<SearchData> {
    const response = await get(searchCall.path, params);
    expect(response.statusCode, response.body).toBe(200);
    return (keysToCamel(response.json()) as { data: SearchData }).data;
  }

  const keys = (data: SearchData) => data.positions.map((position) => keyOf(position.id)).sort();

  // The fields of a search result, as the product names them (docs/product/search.md).
  it('answers the search result in pages of 10', async () => {
    const data = await search();
    expect(data.count).toBe(OPEN_SEARCH_FIXTURES.length);
    expect(data.positions).toHaveLength(10);
    expect(Object.keys(data).sort()).toEqual(
      [
        'appliedFilters',
        'count',
        'debugData',
        'filterDef',
        'positions',
        'resultsMetaData',
        'savedSearchMetadata',
        'sortBy',
      ].sort(),
    );
    const second = await search({ start: '10' });
    expect(second.positions).toHaveLength(OPEN_SEARCH_FIXTURES.length - 10);
    const first = data.positions[0];
    expect(first?.archivedAt).toBe(-1);
    expect(first?.positionUserActions).toEqual({ isSaved: false });
  });

  it('reads dashes and underscores in the query as spaces, and stems', async () => {
    expect(keys(await search({ query: 'backend-engineering' }))).toEqual(
      ['backendBerlin', 'closingLater'].sort(),
    );
    expect(keys(await search({ query: 'registered_nurses' }))).toEqual(['nurseAuckland']);
  });

  it('applies configured filters, reads aliases and labels, drops the rest', async () => {
    const restore = await t.setConfig(domain, 'pcsxConfig.searchOptionsMap', {
      department: { alias: 'team-area', options: { labelMap: { Data: 'Data & Analytics' } } },
    });
    try {
      const data = await search({
        filter_team_area: 'Data & Analytics',
        filter_unknown: 'x',
        filter_skills: 'React',
      });
      expect(data.appliedFilters).toEqual({ department: ['Data'] });
      expect(keys(data)).toEqual(['analystLondon', 'pythonAmsterdam']);
      const department = data.filterDef.allFilters.find((f) => f.filterName === 'department');
      expect(department?.options.find((o) => o.value === 'Data')).toMatchObject({
        label: 'Data & Analytics',
        selected: true,
        count: 2,
      });
      // Disjunctive: Engineering still counts while Data is chosen.
      expect(department?.options.find((o) => o.value === 'Engineering')?.count).toBeGreaterThan(0);
    } finally {
      await restore();
    }
  });

  it('splits comma-joined values unless commas may be inside values', async () => {
    expect(keys(await search({ filter_department: 'Data,Marketing' }))).toEqual(
      ['analystLondon', 'marketingGermany', 'pythonAmsterdam'].sort(),
    );
    const restore = await t.setConfig(domain, 'behaviourFlags.enableCommaInFilterValues', true);
    try {
      const data = await search({ filter_department: 'Data%2CMarketing' });
      expect(data.appliedFilters).toEqual({ department: ['Data,Marketing'] });
      expect(data.count).toBe(0);
    } finally {
      await restore();
    }
  });

  it('reads the location as a place name, coordinates, name:::coordinates, or remote', async () => {
    const byName = await search({ location: 'Berlin' });
    expect(byName.resultsMetaData.location).toMatchObject({ countryCode: 'DE', radius: 50 });
    // Berlin's positions, plus remote positions open to Germany.
    expect(keys(byName)).toEqual(
      [
        'backendBerlin',
        'internStudents',
        'marketingGermany',
        'reliabilityRemote',
        'supportAnywhere',
      ].sort(),
    );
    const byPoint = await search({ location: 'Berlin:::52.52,13.405', filter_distance: '0' });
    expect(byPoint.appliedFilters).toEqual({ distance: ['0'] });
    expect(keys(byPoint)).toContain('backendBerlin');
    const byCoordinates = await search({ location: '48.1374,11.5755', filter_distance: '10' });
    expect(keys(byCoordinates)).toEqual(['frontendMunich']);
    const remote = await search({ location: 'remote' });
    expect(remote.resultsMetaData.isRemoteSearch).toBe(true);
    expect(remote.positions.every((position) => position.isRemote)).toBe(true);
    const unknown = await search({ location: 'Nowhere-in-particular' });
    expect(unknown.resultsMetaData.unknownLocation).toBe(true);
    expect(unknown.count).toBe(0);
    expect((await search({ location: 'Map Area' })).count).toBe(OPEN_SEARCH_FIXTURES.length);
  });

  it('limits to map bounds, and refuses malformed bounds with 422', async () => {
    const data = await search({ filter_map_bounds: ['47,5', '55,15'] });
    expect(keys(data)).toEqual(
      [
        'backendBerlin',
        'closingLater',
        'frontendMunich',
        'internStudents',
        'marketingGermany',
      ].sort(),
    );
    for (const bad of [['x,y', '1,2'], ['95,0', '96,1'], ['10,10', '5,5'], ['1,2']]) {
      const response = await get(searchCall.path, { filter_map_bounds: bad });
      expect(response.statusCode).toBe(422);
      const body = response.json<{ errors: Record<string, string> }>();
      expect(body.errors.filter_map_bounds).toMatch(/south-west and north-east/);
    }
  });

  it('sorts by the configured options only', async () => {
    const newest = await search({ sort_by: 'newest', query: 'engineer' });
    expect(newest.sortBy).toBe('newest');
    const posted = newest.positions.map((position) => position.postedTs);
    expect(posted).toEqual([...posted].sort((a, b) => b - a));
    const restore = await t.setConfig(domain, 'pcsxConfig.searchConfig.sortOptions', ['relevance']);
    try {
      expect((await search({ sort_by: 'newest' })).sortBy).toBe('relevance');
    } finally {
      await restore();
    }
  });

  it('marks a logged-in candidate’s saved positions', async () => {
    const visitor = new Visitor(t.app, domain);
    const candidate = await createCandidate(t.db, { domain });
    await t.db
      .insert(savedPositions)
      .values({ candidateId: candidate.id, positionId: ids.backendBerlin });
    await logIn(visitor, t.db, candidate.email);
    const response = await visitor.get(`${searchCall.path}?domain=${domain}&query=backend`);
    const data = (keysToCamel(response.json()) as { data: SearchData }).data;
    const saved = data.positions.find((position) => position.id === ids.backendBerlin);
    expect(saved?.positionUserActions.isSaved).toBe(true);
  });

  it('answers debug data only when asked', async () => {
    expect((await search({ query: 'nurse' })).debugData).toBeNull();
    const data = await search({ query: 'nurse', debug: '1' });
    expect(data.debugData?.engine).toBe(engine);
    expect(data.debugData?.parsedQuery.prefix).toBe('nurse');
  });

  it('never answers another group’s positions', async () => {
    const contoso = await t.app.inject({ url: `${searchCall.path}?domain=contoso.example` });
    const found = (keysToCamel(contoso.json()) as { data: SearchData }).data.positions.map(
      (p) => p.id,
    );
    for (const id of Object.values(ids)) expect(found).not.toContain(id);
    const details = await t.app.inject({
      url: `${positionDetailsCall.path}?domain=contoso.example&position_id=${ids.backendBerlin}`,
    });
    expect(details.statusCode).toBe(404);
  });

  it('answers map markers for the whole result', async () => {
    const response = await get(mapMarkersCall.path, { query: 'engineer' });
    expect(response.statusCode).toBe(200);
    const data = response.json<{ data: CallResponse<typeof mapMarkersCall> }>().data;
    expect(data.markers.length).toBeGreaterThan(0);
    for (const marker of data.markers) {
      expect(Math.abs(marker.latlong.lat)).toBeLessThanOrEqual(90);
      expect(marker.count).toBeGreaterThan(0);
    }
    expect(data.markers.find((marker) => marker.location === 'Berlin, Germany')).toBeTruthy();
  });

  it('suggests titles, skills and places of this group, at most 10, best first', async () => {
    const response = await get(autocompleteCall.path, { query: 'eng' });
    const { suggestions } = response.json<{ data: CallResponse<typeof autocompleteCall> }>().data;
    expect(suggestions.length).toBeGreaterThan(0);
    expect(suggestions.length).toBeLessThanOrEqual(10);
    expect(suggestions.every((s) => /(^|\s)eng/i.test(s.text))).toBe(true);
    const places = await get(autocompleteCall.path, { query: 'berl', field: 'location' });
    const first = places.json<{ data: CallResponse<typeof autocompleteCall> }>().data
      .suggestions[0];
    expect(first).toMatchObject({ text: 'Berlin, Germany', kind: 'location' });
    expect(first?.value).toMatch(/^Berlin, Germany:::52\.52/);
  });

  it('keeps the index in step with changes made through the service', async () => {
    const onChange = () => t.search.catchUp();
    // A search without text is counted from totals the index keeps: they follow changes too.
    const everything = (await search({})).count;
    const [id] = await savePositions(
      t.db,
      groupId,
      [
        {
          title: 'Glassblower',
          department: 'Crafts',
          seniority: 'mid',
          employmentType: 'full_time',
          workLocationOption: 'onsite',
          locations: [{ city: 'Lisbon', countryCode: 'PT', lat: 38.7223, lng: -9.1393 }],
          descriptionHtml: '<p>Glass</p>',
          postedAt: t.clock.now(),
        },
      ],
      { onChange },
    );
    expect(keys(await search({ query: 'glassblower' }))).toHaveLength(1);
    // Newest first: a position added after the index sorted its dates comes before them all.
    const newest = await search({});
    expect(newest.count).toBe(everything + 1);
    expect(newest.positions[0]?.id).toBe(id);
    await updatePosition(
      t.db,
      groupId,
      id ?? 0,
      {
        title: 'Potter',
        department: 'Crafts',
        seniority: 'mid',
        employmentType: 'full_time',
        workLocationOption: 'onsite',
        locations: [{ city: 'Lisbon', countryCode: 'PT', lat: 38.7223, lng: -9.1393 }],
        descriptionHtml: '<p>Clay</p>',
        postedAt: t.clock.now(),
      },
      { onChange },
    );
    expect((await search({ query: 'glassblower' })).count).toBe(0);
    expect((await search({ query: 'potter' })).count).toBe(1);
    await archivePosition(t.db, groupId, id ?? 0, t.clock.now(), { onChange });
    expect((await search({ query: 'potter' })).count).toBe(0);
    expect((await search({})).count).toBe(everything);
  });
});

describe('position calls', () => {
  let t: TestApp;
  let domain: string;
  let groupId: string;
  let ids: SearchFixtureIds;

  beforeAll(async () => {
    t = await createTestApp();
    ({ domain, groupId } = await createSearchSite(t.db));
    ids = await seedSearchPositions(t.db, groupId, t.clock.now());
    await savePositions(t.db, groupId, [
      {
        externalId: 'DE-1',
        title: 'Warehouse Associate',
        department: 'Operations',
        seniority: 'entry',
        employmentType: 'full_time',
        workLocationOption: 'onsite',
        locations: [{ city: 'Hamburg', countryCode: 'DE', lat: 53.55, lng: 9.99 }],
        descriptionHtml: '<p>Pick and pack.</p><script>alert(1)</script>',
        translations: {
          de: { title: 'Lagermitarbeiter', descriptionHtml: '<p>Kommissionieren.</p>' },
        },
        salary: { min: 30_000, max: 36_000, currency: 'EUR', period: 'year' },
        configOverrides: {
          default: { positionDetailsConfig: { showSalary: false, showInsights: false } },
          de: { positionDetailsConfig: { showInsights: true } },
        },
        postedAt: t.clock.now(),
      },
    ]);
  });
  afterAll(() => t.close());

  type Details = {
    data: CallResponse<typeof positionDetailsCall>;
    metadata: { isFallback: boolean };
  };

  const details = (params: string) =>
    t.app.inject({ url: `${positionDetailsCall.path}?domain=${domain}&${params}` });

  async function idOf(externalId: string): Promise<number> {
    const response = await t.app.inject({
      url: `${searchCall.path}?domain=${domain}&query=warehouse`,
    });
    const data = (keysToCamel(response.json()) as { data: SearchData }).data;
    const found = data.positions.find((position) => position.displayJobId === externalId);
    return found?.id ?? 0;
  }

  it('answers the full record by the id rule, in the language asked or English with isFallback', async () => {
    const id = await idOf('DE-1');
    const german = await details(`position_id=${id}-warehouse-associate&hl=de`);
    expect(german.statusCode).toBe(200);
    const body = keysToCamel(german.json()) as Details;
    expect(body.metadata).toEqual({ isFallback: false });
    expect(body.data.name).toBe('Lagermitarbeiter');
    const arabic = keysToCamel((await details(`position_id=${id}&hl=ar`)).json()) as Details;
    expect(arabic.metadata).toEqual({ isFallback: true });
    expect(arabic.data.name).toBe('Warehouse Associate');
    expect(arabic.data.descriptionHtml).not.toContain('<script');
  });

  it('answers overrides merged for the language', async () => {
    const id = await idOf('DE-1');
    const response = await t.app.inject({
      url: `${overridesCall.path}?domain=${domain}&position_id=${id}&hl=de`,
    });
    expect(response.json()).toEqual({
      data: { overrides: { position_details_config: { show_salary: false, show_insights: true } } },
    });
  });

  it('shows no pay of a position whose override hides it, in the list or the detail', async () => {
    const id = await idOf('DE-1');
    const list = await t.app.inject({ url: `${searchCall.path}?domain=${domain}&query=warehouse` });
    const found = (keysToCamel(list.json()) as { data: SearchData }).data.positions.find(
      (position) => position.id === id,
    );
    expect(found?.salary).toBeNull();
    const body = keysToCamel((await details(`position_id=${id}&hl=en`)).json()) as Details;
    expect(body.data.salary).toBeNull();
  });

  it('refuses a position whose override hides pay in one language only, or every block', async () => {
    const refused = (configOverrides: unknown) =>
      savePositions(t.db, groupId, [
        {
          title: 'Picker',
          department: 'Operations',
          seniority: 'entry',
          employmentType: 'full_time',
          workLocationOption: 'remote',
          descriptionHtml: '<p>Pick.</p>',
          postedAt: t.clock.now(),
          configOverrides,
        } as Parameters<typeof savePositions>[2][number],
      ]);
    await expect(refused({ de: { positionDetailsConfig: { showSalary: false } } })).rejects.toThrow(
      /showSalary applies to every language/,
    );
    await expect(
      refused({
        default: {
          positionDetailsConfig: Object.fromEntries(
            POSITION_DETAIL_BLOCKS.map((block) => [block, false]),
          ),
        },
      }),
    ).rejects.toThrow(/at least one block/);
  });

  it('shows a private position only by its private link, and answers 410 for a closed one', async () => {
    expect((await details(`position_id=${ids.privateBerlin}`)).statusCode).toBe(404);
    const [row] = await t.db
      .select({ key: positions.privateKey })
      .from(positions)
      .where(eq(positions.id, ids.privateBerlin));
    const key = row?.key;
    expect(key).toMatch(/^p[0-9a-f]{32}$/);
    const response = await details(`position_id=${key ?? ''}`);
    expect(response.statusCode).toBe(200);
    const archived = await details(`position_id=${ids.archived}`);
    expect(archived.statusCode).toBe(410);
    expect(archived.json()).toMatchObject({ message: 'This job is no longer open.' });
    expect((await details(`position_id=${ids.expired}`)).statusCode).toBe(410);
    expect((await details('position_id=999999999')).statusCode).toBe(404);
    expect((await details('position_id=abc')).statusCode).toBe(404);
  });
});
