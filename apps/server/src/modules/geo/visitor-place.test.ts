import { describe, expect, it } from 'vitest';
import { prefilledLocation, visitorPlace } from './visitor-place';

describe('visitorPlace', () => {
  it("reads a proxy's headers, ours or Cloudflare's, with the gazetteer's coordinates when absent", () => {
    expect(
      visitorPlace({
        'x-geo-city': 'Berlin',
        'x-geo-country': 'de',
        'x-geo-latitude': '52.5',
        'x-geo-longitude': '13.4',
      }),
    ).toEqual({ name: 'Berlin, Germany', lat: 52.5, lng: 13.4 });
    const lyon = visitorPlace({ 'cf-ipcity': 'Lyon', 'cf-ipcountry': 'FR' });
    expect(lyon?.name).toBe('Lyon, France');
    expect(lyon?.lat).toBeCloseTo(45.75, 0);
  });

  it('knows nothing without a city and a real country, or of a place it cannot find', () => {
    expect(visitorPlace({})).toBeNull();
    expect(visitorPlace({ 'cf-ipcity': 'Berlin', 'cf-ipcountry': 'XX' })).toBeNull();
    expect(visitorPlace({ 'x-geo-city': 'Nowhere Town', 'x-geo-country': 'DE' })).toBeNull();
    expect(
      visitorPlace({ 'x-geo-city': 'Berlin', 'x-geo-country': 'DE', 'x-geo-latitude': '999' }),
    ).toMatchObject({ name: 'Berlin, Germany' });
  });

  it('fills a location with the name, or with the point when lat/long is asked for', () => {
    const place = { name: 'Berlin, Germany', lat: 52.5, lng: 13.4 };
    const off = { ipGeolocation: false, ipGeolocationLatLong: false };
    expect(prefilledLocation(place, off)).toBeNull();
    expect(prefilledLocation(place, { ...off, ipGeolocation: true })).toBe('Berlin, Germany');
    expect(prefilledLocation(place, { ...off, ipGeolocationLatLong: true })).toBe(
      'Berlin, Germany:::52.5,13.4',
    );
  });
});
