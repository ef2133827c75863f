import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { distanceKm, groupQuery, type EngineQuery, type SearchEngine } from './search-engine';
import {
  OPEN_SEARCH_FIXTURES,
  SEARCH_PLACES,
  createSearchGroup,
  seedSearchPositions,
  type SearchFixtureIds,
  type SearchFixtureKey,
} from './search-fixtures.seed';
import { createPostgresEngine } from './postgres/postgres-engine.service';

// One suite, both implementations of the search contract.
describe.each(['memory', 'postgres'] as const)('%s engine', (engineName) => {
  let t: TestApp;
  let engine: SearchEngine;
  let groupId: string;
  let ids: SearchFixtureIds;
  let now: Date;

  beforeAll(async () => {
    t = await createTestApp();
    now = t.clock.now();
    groupId = await createSearchGroup(t.db);
    ids = await seedSearchPositions(t.db, groupId, now);
    if (engineName === 'postgres') {
      engine = createPostgresEngine(t.db);
    } else {
      // The change log brings the new group to this process's indexes, which build its index.
      await t.search.catchUp();
      engine = t.search.engineFor(groupId);
    }
    expect(engine.name).toBe(engineName);
  });
  afterAll(() => t.close());

  const query = (overrides: Partial<EngineQuery> = {}) => groupQuery(groupId, now, overrides);

  function keysOf(found: readonly number[]): SearchFixtureKey[] {
    const byId = new Map(Object.entries(ids).map(([key, id]) => [id, key as SearchFixtureKey]));
    return found.map((id) => byId.get(id) ?? (`unknown ${id}` as SearchFixtureKey));
  }

  async function find(overrides: Partial<EngineQuery>): Promise<SearchFixtureKey[]> {
    const result = await engine.search(query(overrides));
    expect(result.count).toBe(result.ids.length);
    return keysOf(result.ids);
  }

  const sorted = (keys: readonly SearchFixtureKey[]) => [...keys].sort();

  describe(`${engineName} engine: text`, () => {
    it('finds every open public position newest first when there is no text', async () => {
      const result = await engine.search(query());
      expect(result.count).toBe(OPEN_SEARCH_FIXTURES.length);
      expect(sorted(keysOf(result.ids))).toEqual(sorted(OPEN_SEARCH_FIXTURES));
      expect(keysOf(result.ids).slice(0, 3)).toEqual([
        'analystLondon',
        'marketingGermany',
        'backendBerlin',
      ]);
      expect(result.prefix).toBeNull();
      expect(result.terms).toEqual([]);
      expect(result.timings.totalMs).toBeGreaterThanOrEqual(0);
    });

    it('requires every word and leaves out archived, expired and private positions', async () => {
      expect(sorted(await find({ text: 'backend engineer' }))).toEqual([
        'backendBerlin',
        'closingLater',
      ]);
      expect(await find({ text: 'senior backend' })).toEqual(['backendBerlin']);
      expect(await find({ text: 'python marketing' })).toEqual([]);
    });

    it('stems words, so engineering finds an Engineer and nurses a Nurse', async () => {
      expect(await find({ text: 'engineering' })).toContain('salesUnitedStates');
      expect(await find({ text: 'nurses' })).toEqual(['nurseAuckland']);
    });

    it('matches the last word as a prefix, and only the last', async () => {
      expect(await find({ text: 'regis' })).toEqual(['nurseAuckland']);
      expect(await find({ text: 'kuber' })).toEqual(['reliabilityRemote']);
      expect(await find({ text: 'regis nurse' })).toEqual([]);
      const result = await engine.search(query({ text: 'registered nur' }));
      expect(keysOf(result.ids)).toEqual(['nurseAuckland']);
      expect(result.prefix).toBe('nur');
      // Each word's stem; the memory engine also lists the terms the prefix expanded to.
      expect(result.terms[0]).toEqual(['regist']);
      expect(result.terms[1]).toContain('nur');
    });

    it('shortens a half-typed word longer than its stem until it matches', async () => {
      expect(await find({ text: 'engineeri' })).toContain('salesUnitedStates');
      expect(await find({ text: 'sales engineeri' })).toEqual(['salesUnitedStates']);
      expect(await find({ text: 'zzzzzzz' })).toEqual([]);
    });

    it('finds dotted words as PostgreSQL reads them', async () => {
      expect(await find({ text: 'node.js' })).toEqual(['backendBerlin']);
    });

    it('drops stop words, and finds nothing for a stop word that is not the last', async () => {
      expect(sorted(await find({ text: 'engineer in berlin' }))).toEqual([
        'backendBerlin',
        'internStudents',
      ]);
      expect(await find({ text: 'to be' })).toEqual([]);
    });

    it('ranks a title match above a description match, or newest first when asked', async () => {
      expect(await find({ text: 'python' })).toEqual(['pythonAmsterdam', 'analystLondon']);
      expect(await find({ text: 'python', sort: 'newest' })).toEqual([
        'analystLondon',
        'pythonAmsterdam',
      ]);
    });

    it('never lets typed syntax reach the tsquery', async () => {
      const hostile = [
        "'",
        "backend' | 'nurse",
        'backend & !engineer',
        'backend | nurse',
        '!!!',
        'backend:*',
        'back:A',
        '(backend) <-> (engineer)',
        '\\',
        'back\\end',
        '"backend engineer"',
        '🚀 🚀',
        'مهندس برمجيات',
        '',
        '   ',
        'a:b:c:*:*',
        "o'brien",
        'c++ c# .net',
        '²',
      ];
      for (const text of hostile) {
        await expect(engine.search(query({ text }))).resolves.toBeDefined();
        await expect(engine.search(query({ locationText: text }))).resolves.toBeDefined();
        await expect(engine.places(query({ text }))).resolves.toBeDefined();
      }
      expect(sorted(await find({ text: "backend' & !engineer" }))).toEqual([
        'backendBerlin',
        'closingLater',
      ]);
      expect(await find({ text: '🚀' })).toHaveLength(OPEN_SEARCH_FIXTURES.length);
      expect(await find({ text: 'مهندس' })).toEqual([]);
    });
  });

  describe(`${engineName} engine: filters and facets`, () => {
    it('ORs values within a filter and ANDs filters', async () => {
      expect(sorted(await find({ filters: { department: ['Data', 'Sales'] } }))).toEqual([
        'analystLondon',
        'pythonAmsterdam',
        'salesUnitedStates',
      ]);
      expect(
        sorted(await find({ filters: { department: ['Engineering'], country: ['DE'] } })),
      ).toEqual(['backendBerlin', 'closingLater', 'frontendMunich', 'internStudents']);
      expect(await find({ filters: { city: ['Hamburg'], skills: ['SEO', 'Go'] } })).toEqual([
        'marketingGermany',
        'closingLater',
      ]);
    });

    it('counts each facet with every filter but its own', async () => {
      const result = await engine.search(
        query({
          filters: { department: ['Engineering'], country: ['DE'] },
          facets: ['department', 'country', 'work_location_option', 'skills', 'city', 'team'],
        }),
      );
      expect(result.count).toBe(4);
      expect(result.facets.department).toEqual([
        { value: 'Engineering', count: 4 },
        { value: 'Marketing', count: 1 },
      ]);
      expect(result.facets.country).toEqual([
        { value: 'DE', count: 4 },
        { value: 'NL', count: 1 },
      ]);
      expect(result.facets.work_location_option).toEqual([
        { value: 'onsite', count: 3 },
        { value: 'hybrid', count: 1 },
      ]);
      expect(result.facets.skills).toEqual([
        { value: 'TypeScript', count: 3 },
        { value: 'Go', count: 1 },
        { value: 'Node.js', count: 1 },
        { value: 'PostgreSQL', count: 1 },
        { value: 'React', count: 1 },
      ]);
      expect(result.facets.city).toEqual([
        { value: 'Berlin', count: 2 },
        { value: 'Hamburg', count: 1 },
        { value: 'Munich', count: 1 },
      ]);
      expect(result.facets.team).toEqual([
        { value: 'Platform', count: 3 },
        { value: 'Web', count: 1 },
      ]);
    });

    it('counts a search without text or filters over every open position, until one closes', async () => {
      const facets = ['department', 'country'] as const;
      const today = await engine.search(query({ facets: [...facets] }));
      const department = (result: typeof today, value: string) =>
        result.facets.department?.find((option) => option.value === value)?.count ?? 0;
      expect(today.count).toBe(OPEN_SEARCH_FIXTURES.length);
      const engineering = department(today, 'Engineering');
      // A filtered field is counted as if unfiltered: the same totals.
      const filtered = await engine.search(
        query({ filters: { department: ['Data'] }, facets: [...facets] }),
      );
      expect(filtered.facets.department).toEqual(today.facets.department);
      // closingLater (Engineering, DE) is archived within 31 days: then it is counted nowhere.
      const later = await engine.search(
        query({ facets: [...facets], now: new Date(now.getTime() + 31 * 86_400_000) }),
      );
      expect(later.count).toBeLessThan(today.count);
      expect(department(later, 'Engineering')).toBeLessThan(engineering);
      const microsite = await engine.search(query({ microsite: 'students', facets: [...facets] }));
      expect(microsite.count).toBe(1);
    });

    it('counts a position once per distinct value of a multi-valued field', async () => {
      const result = await engine.search(
        query({ filters: { department: ['Marketing'] }, facets: ['city', 'country'] }),
      );
      expect(result.facets.city).toEqual([
        { value: 'Berlin', count: 1 },
        { value: 'Hamburg', count: 1 },
      ]);
      expect(result.facets.country).toEqual([{ value: 'DE', count: 1 }]);
    });

    it('counts facets over the text matches, with an empty list when nothing matches', async () => {
      const result = await engine.search(
        query({ text: 'python', facets: ['department', 'seniority'] }),
      );
      expect(result.facets.department).toEqual([{ value: 'Data', count: 2 }]);
      expect(result.facets.seniority).toEqual([
        { value: 'entry', count: 1 },
        { value: 'mid', count: 1 },
      ]);
      const none = await engine.search(query({ text: 'to be', facets: ['department'] }));
      expect(none.facets).toEqual({ department: [] });
    });

    it('limits to one microsite when asked', async () => {
      expect(await find({ microsite: 'students' })).toEqual(['internStudents']);
      expect(await find({ microsite: 'elsewhere' })).toEqual([]);
    });

    it('finds a position until its scheduled archive, not after', async () => {
      expect(await find({ text: 'scale imports' })).toEqual(['closingLater']);
      const later = new Date(now.getTime() + 31 * 86_400_000);
      expect(await find({ text: 'scale imports', now: later })).toEqual([]);
    });
  });

  describe(`${engineName} engine: places`, () => {
    const berlin = { lat: SEARCH_PLACES.berlin.lat, lng: SEARCH_PLACES.berlin.lng };

    it('finds positions with a place within the circle', async () => {
      expect(sorted(await find({ circle: { ...berlin, radiusKm: 50 } }))).toEqual([
        'backendBerlin',
        'internStudents',
        'marketingGermany',
      ]);
      expect(sorted(await find({ circle: { ...berlin, radiusKm: 300 } }))).toEqual([
        'backendBerlin',
        'closingLater',
        'internStudents',
        'marketingGermany',
      ]);
    });

    it('adds remote positions open to the searched country, unless a box is searched', async () => {
      const circle = { ...berlin, radiusKm: 50 };
      expect(sorted(await find({ circle, remoteCountry: 'DE' }))).toEqual([
        'backendBerlin',
        'internStudents',
        'marketingGermany',
        'reliabilityRemote',
        'supportAnywhere',
      ]);
      expect(sorted(await find({ circle, remoteCountry: 'US' }))).toEqual([
        'backendBerlin',
        'internStudents',
        'marketingGermany',
        'salesUnitedStates',
        'supportAnywhere',
      ]);
      const bounds = { south: 52, west: 13, north: 53, east: 14 };
      expect(sorted(await find({ circle, remoteCountry: 'DE', bounds }))).toEqual([
        'backendBerlin',
        'internStudents',
        'marketingGermany',
      ]);
    });

    it('finds positions inside a box, across the antimeridian too', async () => {
      expect(await find({ bounds: { south: -40, west: 170, north: -10, east: -170 } })).toEqual([
        'nurseAuckland',
        'guidePacific',
      ]);
      expect(await find({ bounds: { south: -40, west: -170, north: -10, east: 170 } })).toEqual([]);
      expect(sorted(await find({ bounds: { south: 45, west: -1, north: 55, east: 15 } }))).toEqual(
        sorted([
          'backendBerlin',
          'frontendMunich',
          'pythonAmsterdam',
          'analystLondon',
          'marketingGermany',
          'reliabilityRemote',
          'internStudents',
          'closingLater',
        ]),
      );
    });

    it('finds positions within a circle that crosses the antimeridian', async () => {
      const circle = { lat: -16, lng: -179.5, radiusKm: 500 };
      const { suva, apia } = SEARCH_PLACES;
      expect(distanceKm(circle.lat, circle.lng, suva.lat, suva.lng)).toBeLessThan(500);
      expect(distanceKm(circle.lat, circle.lng, apia.lat, apia.lng)).toBeGreaterThan(500);
      expect(await find({ circle })).toEqual(['guidePacific']);
      const { places } = await engine.places(query({ circle }));
      expect(places.map(({ city }) => city)).toEqual(['Suva']);
    });

    it('finds only remote positions when asked', async () => {
      expect(sorted(await find({ remoteOnly: true }))).toEqual([
        'reliabilityRemote',
        'salesUnitedStates',
        'supportAnywhere',
      ]);
    });

    it('matches a place name that could not be geocoded against place words only', async () => {
      expect(sorted(await find({ locationText: 'Berlin' }))).toEqual([
        'backendBerlin',
        'internStudents',
        'marketingGermany',
      ]);
      expect(await find({ locationText: 'Bavaria' })).toEqual(['frontendMunich']);
      expect(await find({ locationText: 'Python' })).toEqual([]);
      expect(sorted(await find({ text: 'engineer', locationText: 'Germany' }))).toEqual([
        'backendBerlin',
        'closingLater',
        'frontendMunich',
        'internStudents',
      ]);
    });

    it('pins the places inside the area, and every place of a remote match', async () => {
      const found = await engine.places(
        query({ circle: { ...berlin, radiusKm: 300 }, remoteCountry: 'DE' }),
      );
      expect(found.count).toBe(6);
      const byCity = Object.fromEntries(found.places.map((place) => [place.city, place]));
      expect(Object.keys(byCity).sort()).toEqual(['Amsterdam', 'Berlin', 'Hamburg', 'Lisbon']);
      expect(byCity.Berlin).toEqual({
        city: 'Berlin',
        countryCode: 'DE',
        lat: SEARCH_PLACES.berlin.lat,
        lng: SEARCH_PLACES.berlin.lng,
        count: 3,
        remoteCount: 0,
      });
      expect(byCity.Hamburg).toMatchObject({ count: 2, remoteCount: 0 });
      expect(byCity.Amsterdam).toMatchObject({ count: 1, remoteCount: 1 });
      expect(byCity.Lisbon).toMatchObject({ count: 1, remoteCount: 1 });
    });

    it('pins every place of every match when no area is searched', async () => {
      const found = await engine.places(query({ filters: { department: ['Hospitality'] } }));
      expect(found).toEqual({
        count: 1,
        places: [
          expect.objectContaining({ city: 'Suva', count: 1 }),
          expect.objectContaining({ city: 'Apia', count: 1 }),
        ],
      });
    });
  });

  describe(`${engineName} engine: paging`, () => {
    it('pages by start and num, counting every match', async () => {
      const all = (await engine.search(query())).ids;
      const pages: number[] = [];
      for (let start = 0; start < all.length; start += 5) {
        const page = await engine.search(query({ start, num: 5 }));
        expect(page.count).toBe(all.length);
        pages.push(...page.ids);
      }
      expect(pages).toEqual(all);
      expect(await engine.search(query({ start: 100, num: 5 }))).toMatchObject({
        count: all.length,
        ids: [],
      });
      expect(await engine.search(query({ num: 0 }))).toMatchObject({ count: all.length, ids: [] });
    });
  });
});
