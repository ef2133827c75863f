import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app';

// ipGeolocation (docs/product/search.md): behind a trusted proxy, a search opened without a
// location is sent to the same search at the visitor's approximate place.
describe('ipGeolocation', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ TRUST_PROXY: 'true' });
  });
  afterAll(() => t.close());

  const berlin = { 'x-geo-city': 'Berlin', 'x-geo-country': 'DE' };
  const open = (url: string) => t.app.inject({ url, headers: berlin });

  it('leaves the search alone while the group has not turned it on', async () => {
    expect((await open('/careers')).statusCode).toBe(200);
  });

  it('fills an empty location with the place, then as a point with ipGeolocationLatLong', async () => {
    const restore = await t.setConfig('northwind.example', 'ipGeolocation', true);
    try {
      const named = await open('/careers?query=nurse');
      expect(named.statusCode).toBe(302);
      expect(named.headers.location).toBe('/careers?query=nurse&location=Berlin%2C+Germany');
      // A location already asked for, even an empty one, and other pages stay as they are.
      expect((await open('/careers?location=Paris')).statusCode).toBe(200);
      expect((await open('/careers?location=')).statusCode).toBe(200);
      expect((await open('/careers/offers')).statusCode).toBe(200);
      expect((await t.app.inject({ url: '/careers' })).statusCode).toBe(200);

      const restorePoint = await t.setConfig('northwind.example', 'ipGeolocationLatLong', true);
      try {
        const point = await open('/careers');
        expect(
          new URL(point.headers.location ?? '', 'http://x').searchParams.get('location'),
        ).toMatch(/^Berlin, Germany:::52\.\d+,13\.\d+$/);
      } finally {
        await restorePoint();
      }
    } finally {
      await restore();
    }
  });
});
