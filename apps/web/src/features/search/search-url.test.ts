import { describe, expect, it } from 'vitest';
import {
  EMPTY_SEARCH,
  readSearchState,
  withFilters,
  withMapArea,
  withMapLocation,
  withSearchText,
  writeSearchUrl,
  type SearchUrlConfig,
} from './search-url';

const config: SearchUrlConfig = {
  allFilters: ['department', 'seniority', 'work_location_option', 'distance'],
  searchOptionsMap: {
    department: { alias: 'team-area', options: { labelMap: { Engineering: 'Tech and Code' } } },
    seniority: { displayName: 'Career Level' },
  },
  commaInFilterValues: false,
};

describe('readSearchState (URL state)', () => {
  it('reads every app parameter', () => {
    expect(
      readSearchState(
        '?query=nurse&location=Boston&start=20&pid=123-staff-nurse&sort_by=newest&filter_seniority=senior,mid',
        config,
      ),
    ).toEqual({
      query: 'nurse',
      location: 'Boston',
      start: 20,
      pid: '123',
      sortBy: 'newest',
      filters: { seniority: ['senior', 'mid'] },
    });
  });

  it('reads dashes and underscores in query and location as spaces, also in the path', () => {
    expect(readSearchState('?query=data-scientist&location=new_york', config)).toMatchObject({
      query: 'data scientist',
      location: 'new york',
    });
    expect(
      readSearchState('', config, { pathQuery: 'registered-nurse', pathLocation: 'san_diego' }),
    ).toMatchObject({ query: 'registered nurse', location: 'san diego' });
  });

  it('accepts readable aliases for filter keys and labels for values, and drops unknown filters', () => {
    const state = readSearchState(
      '?filter_team-area=Tech-and-Code&filter_salary=lots&filter_nonsense=1',
      config,
    );
    expect(state.filters).toEqual({ department: ['Engineering'] });
  });

  it("accepts a filter's display name from the search-options map as its key", () => {
    expect(readSearchState('?filter_career-level=senior', config).filters).toEqual({
      seniority: ['senior'],
    });
    expect(readSearchState('?filter_Career_Level=mid', config).filters).toEqual({
      seniority: ['mid'],
    });
  });

  it("clears 'Map Area' and 'Map Location' on load only", () => {
    expect(readSearchState('?location=Map+Area', config, { onLoad: true }).location).toBe('');
    expect(readSearchState('?location=map-location', config, { onLoad: true }).location).toBe('');
    expect(readSearchState('?location=Map+Area', config).location).toBe('Map Area');
  });

  it('keeps distance ["0"] only with a point location', () => {
    expect(readSearchState('?filter_distance=0', config).filters).toEqual({});
    expect(
      readSearchState('?location=Berlin:::52.52,13.405&filter_distance=0', config).filters,
    ).toEqual({ distance: ['0'] });
    expect(
      readSearchState('?location=Sydney:::-33.87,151.21&filter_distance=0', config),
    ).toMatchObject({ location: 'Sydney:::-33.87,151.21', filters: { distance: ['0'] } });
    expect(readSearchState('?location=Berlin&filter_distance=25', config).filters).toEqual({
      distance: ['25'],
    });
  });

  it('turns garbage into defaults instead of failing', () => {
    expect(readSearchState('?start=-5&sort_by=cheapest&pid=%20&filter_seniority=', config)).toEqual(
      EMPTY_SEARCH,
    );
    expect(readSearchState('?start=abc', config).start).toBe(0);
    expect(readSearchState('?start=99999999', config).start).toBe(10_000);
    expect(readSearchState('?pid=p0123456789abcdef0123456789abcdef', config).pid).toBe(
      'p0123456789abcdef0123456789abcdef',
    );
  });

  it('decodes commas inside values only with the comma flag', () => {
    const written = writeSearchUrl(
      { ...EMPTY_SEARCH, filters: { department: ['Sales, EMEA', 'Legal'] } },
      '',
      { commaInFilterValues: true },
    );
    const withFlag = { ...config, allFilters: ['department'], commaInFilterValues: true };
    expect(readSearchState(written.slice(written.indexOf('?')), withFlag).filters).toEqual({
      department: ['Sales, EMEA', 'Legal'],
    });
    expect(readSearchState('?filter_department=Sales,Legal', config).filters).toEqual({
      department: ['Sales', 'Legal'],
    });
  });
});

describe('writeSearchUrl', () => {
  it('writes app parameters and keeps pass-through ones', () => {
    const url = writeSearchUrl(
      {
        query: 'nurse',
        location: 'Boston',
        start: 10,
        pid: '7',
        sortBy: 'newest',
        filters: { seniority: ['senior'] },
      },
      '?domain=northwind.example&utm_source=mail&query=old&filter_team=x&show_login_modal=1',
      config,
    );
    expect(url).toBe(
      '/careers?domain=northwind.example&utm_source=mail&query=nurse&location=Boston&filter_seniority=senior&sort_by=newest&start=10&pid=7',
    );
  });

  it('round-trips through readSearchState', () => {
    const state = {
      query: 'data scientist',
      location: 'Berlin:::52.52,13.405',
      start: 30,
      pid: '42',
      sortBy: 'relevance' as const,
      filters: { distance: ['0'], seniority: ['mid', 'senior'] },
    };
    const url = writeSearchUrl(state, '?domain=x.example', config);
    expect(readSearchState(url.slice(url.indexOf('?')), config)).toEqual(state);
  });
});

describe('state changes', () => {
  const selected = { ...EMPTY_SEARCH, query: 'nurse', start: 20, pid: '5' };

  it('a filter change resets start and the selected position', () => {
    expect(withFilters(selected, { seniority: ['senior'] })).toEqual({
      ...selected,
      start: 0,
      pid: null,
      filters: { seniority: ['senior'] },
    });
  });

  it('a new query or location resets start and the position, trimmed', () => {
    expect(withSearchText(selected, '  doctor ', ' Boston ')).toEqual({
      ...selected,
      query: 'doctor',
      location: 'Boston',
      start: 0,
      pid: null,
    });
  });
});

describe('the map in the URL', () => {
  const base = {
    ...EMPTY_SEARCH,
    query: 'nurse',
    start: 20,
    pid: '5',
    filters: { seniority: ['mid'] },
  };

  it('a pin searches its point with distance ["0"]', () => {
    const state = withMapLocation(base, { name: 'Berlin, Germany', lat: 52.52, lng: 13.405 });
    expect(state).toEqual({
      ...base,
      location: 'Berlin, Germany:::52.52,13.405',
      filters: { seniority: ['mid'], distance: ['0'] },
      start: 0,
      pid: null,
    });
    const url = writeSearchUrl(state, '', config);
    expect(readSearchState(url.slice(url.indexOf('?')), config)).toEqual(state);
  });

  it("'search this area' keeps the bounds beside 'Map Area' while the map is open", () => {
    const state = withMapArea(
      { ...base, filters: { ...base.filters, distance: ['25'] } },
      { south: 47.123456, west: 5.9, north: 55.05, east: 15.04 },
    );
    expect(state.location).toBe('Map Area');
    expect(state.filters).toEqual({
      seniority: ['mid'],
      map_bounds: ['47.12346,5.9', '55.05,15.04'],
    });
    const url = writeSearchUrl(state, '', config);
    expect(url).toContain('filter_map_bounds=47.12346%2C5.9%2C55.05%2C15.04');
    const search = url.slice(url.indexOf('?'));
    expect(readSearchState(search, config)).toEqual(state);
    // On load (no map yet) the area means nothing: location and bounds go.
    const loaded = readSearchState(search, config, { onLoad: true });
    expect(loaded.location).toBe('');
    expect(loaded.filters).toEqual({ seniority: ['mid'] });
  });

  it('ignores malformed bounds', () => {
    for (const bounds of ['1,2,3', 'a,b,c,d', '50,0,40,10', '91,0,92,1']) {
      expect(
        readSearchState(`?location=Map+Area&filter_map_bounds=${bounds}`, config).filters,
      ).toEqual({});
    }
  });
});
