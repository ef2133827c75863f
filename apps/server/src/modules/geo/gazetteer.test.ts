import { performance } from 'node:perf_hooks';
import { describe, expect, it } from 'vitest';
import {
  citiesForGenerator,
  countryName,
  geocodeCity,
  geocodePlace,
  placeLabel,
  suggestPlaces,
} from './gazetteer';

const labelOf = (text: string) => {
  const city = geocodePlace(text);
  return city ? placeLabel(city) : null;
};

describe('gazetteer', () => {
  it('loads the cities file quickly', () => {
    const started = performance.now();
    geocodePlace('Berlin');
    expect(performance.now() - started).toBeLessThan(1_000);
  });

  it.each([
    ['Berlin', 'Berlin, Germany'],
    ['berlin', 'Berlin, Germany'],
    ['  BERLIN ', 'Berlin, Germany'],
    ['Berlin, Germany', 'Berlin, Germany'],
    ['Berlin, DE', 'Berlin, Germany'],
    ['Berlin DE', 'Berlin, Germany'],
    ['Berlin Germany', 'Berlin, Germany'],
    ['Austin, TX', 'Austin, TX, United States'],
    ['Austin, Texas', 'Austin, TX, United States'],
    ['Austin, TX, United States', 'Austin, TX, United States'],
    ['Austin, MN', 'Austin, MN, United States'],
    ['São Paulo', 'São Paulo, Brazil'],
    ['Sao Paulo', 'São Paulo, Brazil'],
    ['sao-paulo', 'São Paulo, Brazil'],
    ['New York', 'New York City, NY, United States'],
    ['Washington, DC', 'Washington, DC, United States'],
    ['Atlanta, Georgia', 'Atlanta, GA, United States'],
    ['Tbilisi, Georgia', 'Tbilisi, Georgia'],
    ['London', 'London, United Kingdom'],
    ['London, UK', 'London, United Kingdom'],
    ['London, Canada', 'London, Canada'],
    ['Zurich', 'Zürich, Switzerland'],
    ['Cologne', 'Köln, Germany'],
  ])('reads %j as %s', (text, label) => {
    expect(labelOf(text)).toBe(label);
  });

  it.each(['', ' , ', 'Xyzzy', 'Berlin, Narnia', 'Austin, Bavaria', 'Atlantis DE'])(
    'finds nothing for %j',
    (text) => {
      expect(geocodePlace(text)).toBeNull();
    },
  );

  it('gives coordinates and population', () => {
    expect(geocodePlace('Berlin')).toMatchObject({
      name: 'Berlin',
      countryCode: 'DE',
      region: null,
      lat: expect.closeTo(52.52, 1) as number,
      lng: expect.closeTo(13.41, 1) as number,
      population: expect.any(Number) as number,
    });
  });

  it('geocodes an imported city by country and region', () => {
    expect(geocodeCity('Berlin', 'DE')?.countryCode).toBe('DE');
    expect(geocodeCity('dublin', 'US')?.region).toBe('CA');
    expect(geocodeCity('Austin', 'US', 'Minnesota')?.region).toBe('MN');
    expect(geocodeCity('Austin', 'US', 'TX')?.region).toBe('TX');
    expect(geocodeCity('Paris', 'FR', 'Île-de-France')?.name).toBe('Paris');
    expect(geocodeCity('Paris', 'ZZ')).toBeNull();
    expect(geocodeCity('Nowhere Town')).toBeNull();
  });

  it('suggests cities by prefix, accent and case aside, most populous first', () => {
    const suggestions = suggestPlaces('sao', 5);
    expect(suggestions[0]?.name).toBe('São Paulo');
    expect(suggestions.every((city) => /^s[aã]o/i.test(city.name))).toBe(true);
    const many = suggestPlaces('s', 10);
    expect(many).toHaveLength(10);
    const populations = many.map((city) => city.population);
    expect(populations).toEqual([...populations].sort((a, b) => b - a));
    expect(suggestPlaces('zür', 3)[0]?.name).toBe('Zürich');
    expect(suggestPlaces('', 5)).toEqual([]);
    expect(suggestPlaces('qqqqq', 5)).toEqual([]);
  });

  it('names countries in a locale', () => {
    expect(countryName('DE')).toBe('Germany');
    expect(countryName('DE', 'de')).toBe('Deutschland');
    expect(placeLabel({ name: 'Austin', region: 'TX', countryCode: 'US' })).toBe(
      'Austin, TX, United States',
    );
  });

  it('offers the generator over a thousand cities in over sixty countries', () => {
    const cities = citiesForGenerator();
    expect(cities.length).toBeGreaterThanOrEqual(1_000);
    expect(new Set(cities.map((city) => city.countryCode)).size).toBeGreaterThanOrEqual(60);
    expect(
      new Set(cities.map((city) => `${city.name}|${city.countryCode}|${city.region}`)).size,
    ).toBe(cities.length);
  });
});
