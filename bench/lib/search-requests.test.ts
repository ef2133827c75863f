import { describe, expect, it } from 'vitest';
import {
  SEARCH_MIX,
  autocompletePath,
  generateAutocompleteRequests,
  generateSearchRequests,
  locationKindOf,
  queryKindOf,
  searchPath,
  type SearchRequest,
} from './search-requests';

// About what one benchmark run asks: a warm-up and 2,000 measured requests per engine.
const COUNT = 3000;
const requests = generateSearchRequests(COUNT);

function shareOf(predicate: (request: SearchRequest) => boolean): number {
  return requests.filter(predicate).length / requests.length;
}

describe('generateSearchRequests', () => {
  it('gives distinct requests, the same list for the same seed', () => {
    const paths = requests.map((request) => searchPath('northwind.example', request));
    expect(new Set(paths).size).toBe(COUNT);
    expect(generateSearchRequests(50)).toEqual(requests.slice(0, 50));
    expect(generateSearchRequests(50, 7)).not.toEqual(requests.slice(0, 50));
  });

  it('mixes queries, locations, filters and pages in the stated shares', () => {
    for (const [kind, share] of Object.entries(SEARCH_MIX.query)) {
      expect(Math.abs(shareOf((request) => queryKindOf(request) === kind) - share)).toBeLessThan(
        0.02,
      );
    }
    // Repeats redrawn (with a location, a filter, a later page) move these shares a little.
    SEARCH_MIX.pages.forEach((share, page) => {
      expect(Math.abs(shareOf((request) => request.start === page * 10) - share)).toBeLessThan(
        0.05,
      );
    });
    for (const [kind, share] of Object.entries(SEARCH_MIX.location)) {
      expect(Math.abs(shareOf((request) => locationKindOf(request) === kind) - share)).toBeLessThan(
        0.1,
      );
    }
    expect(
      Math.abs(shareOf((request) => request.filter !== null) - SEARCH_MIX.filter),
    ).toBeLessThan(0.1);
    const filterNames = new Set(requests.flatMap((request) => request.filter?.name ?? []));
    expect([...filterNames].sort()).toEqual([
      'department',
      'employment_type',
      'seniority',
      'work_location_option',
    ]);
  });

  it('writes a request as the search call reads it', () => {
    expect(
      searchPath('northwind.example', {
        query: 'data scientist',
        location: '52.52437,13.41053',
        filter: { name: 'department', value: 'Data & Analytics' },
        start: 20,
        sortBy: 'newest',
      }),
    ).toBe(
      '/api/pcsx/search?domain=northwind.example&query=data+scientist&location=52.52437%2C13.41053&filter_department=Data+%26+Analytics&start=20&sort_by=newest',
    );
  });
});

describe('generateAutocompleteRequests', () => {
  it('asks each prefix once, for titles and skills and for places', () => {
    const autocomplete = generateAutocompleteRequests();
    const paths = autocomplete.map((request) => autocompletePath('northwind.example', request));
    expect(new Set(paths).size).toBe(autocomplete.length);
    expect(autocomplete.length).toBeGreaterThan(500);
    expect(autocomplete).toContainEqual({ field: 'query', query: 'eng' });
    expect(autocomplete).toContainEqual({ field: 'location', query: 'Berl' });
    expect(autocomplete.every((request) => request.query.length >= 2)).toBe(true);
  });
});
