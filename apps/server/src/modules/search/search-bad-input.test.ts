import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app';

// Bad input: any query string answers 200 with sane results or a clear 422, never a 5xx — on both
// engines.
const QUERIES: [string, 200 | 422][] = [
  ["query=' OR 1=1; DROP TABLE positions; --", 200],
  ['query=engineer%27%29%20%7C%20%21%20%3A*%20%5C', 200],
  ['query=%F0%9F%9A%80%20%D9%85%D9%87%D9%86%D8%AF%D8%B3%20%E5%B7%A5%E7%A8%8B%E5%B8%88', 200],
  [`query=${'a'.repeat(501)}`, 422],
  [`query=${'engineer '.repeat(2200)}`, 422],
  ['query=eng%00ineer', 422],
  // Bytes that are not UTF-8 decode to U+FFFD: a harmless query.
  ['query=%ED%A0%80', 200],
  ['query=a&query=b&start=0&start=10', 200],
  ['filter_nonsense=x&filter_department=&filter_=y', 200],
  ['start=-1', 422],
  ['start=99999999999', 422],
  ['start=ten', 422],
  ['start=10001', 422],
  ['num=0', 422],
  ['sort_by=cheapest', 422],
  ['location=91,181', 200],
  ['location=abc:::x,y', 200],
  ['location=:::', 200],
  ['filter_map_bounds=1,2,3', 422],
  ['filter_map_bounds=NaN,0&filter_map_bounds=1,1', 422],
  ['filter_distance=-5&location=Berlin', 200],
  ['filter_distance=99999999&location=Berlin', 200],
  ['debug=maybe', 422],
];

describe.each(['memory', 'postgres'] as const)('bad search input on the %s engine', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ SEARCH_ENGINE: engine });
  });
  afterAll(() => t.close());

  it.each(QUERIES)('%s answers %i', async (query, status) => {
    const response = await t.app.inject({
      url: `/api/pcsx/search?domain=northwind.example&${query}`,
    });
    expect(response.statusCode, response.body.slice(0, 300)).toBeLessThan(500);
    expect(response.statusCode).toBe(status);
  });

  it('refuses bad autocomplete, marker and position input without a 5xx', async () => {
    for (const url of [
      `/api/pcsx/search/autocomplete?query=${'x'.repeat(101)}`,
      '/api/pcsx/search/autocomplete?query=%00',
      '/api/pcsx/search/autocomplete?query=a&field=everything',
      '/api/pcsx/search/map_markers?filter_map_bounds=x',
      '/api/pcsx/position_details?position_id=',
      `/api/pcsx/position_details?position_id=${'9'.repeat(50)}`,
      '/api/pcsx/position_details?position_id=1&hl=../../etc',
      '/api/pcsx/overrides?position_id=%00',
    ]) {
      const response = await t.app.inject({ url });
      expect(response.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, url).toBeLessThan(500);
    }
  });
});
