import { describe, expect, it } from 'vitest';
import { escapeHtml } from '../../shared/escape-html';
import { PositionInputSchema } from '../positions/position-input';
import type { PositionInput } from '../positions/position-input';
import { generatePositionBatches, generatePositions } from './position-generator';

const now = new Date('2025-06-01T12:00:00Z');
const DAY = 86_400_000;
const northwind = generatePositions({ profile: 'northwind', count: 5_000, now, seed: 42 });

const share = (positions: PositionInput[], test: (position: PositionInput) => boolean) =>
  positions.filter(test).length / positions.length;

describe('generatePositions', () => {
  it('gives the same positions for the same options', () => {
    const again = generatePositions({ profile: 'northwind', count: 5_000, now, seed: 42 });
    expect(JSON.stringify(again)).toBe(JSON.stringify(northwind));
    const other = generatePositions({ profile: 'northwind', count: 50, now, seed: 43 });
    expect(other.map((position) => position.title)).not.toEqual(
      northwind.slice(0, 50).map((position) => position.title),
    );
  });

  it('gives each position from its index alone, so batches equal one run', () => {
    const batches = [
      ...generatePositionBatches({ profile: 'northwind', count: 1_000, now, seed: 42 }, 300),
    ];
    expect(batches.map((batch) => batch.length)).toEqual([300, 300, 300, 100]);
    expect(JSON.stringify(batches.flat())).toBe(JSON.stringify(northwind.slice(0, 1_000)));
    const slice = generatePositions({
      profile: 'northwind',
      count: 10,
      now,
      seed: 42,
      startIndex: 4_990,
    });
    expect(JSON.stringify(slice)).toBe(JSON.stringify(northwind.slice(4_990)));
  });

  it('makes positions the contract accepts', () => {
    for (const position of northwind) PositionInputSchema.parse(position);
    const contoso = generatePositions({ profile: 'contoso', count: 1_000, now });
    for (const position of contoso) PositionInputSchema.parse(position);
  });

  it('numbers external ids by profile', () => {
    expect(northwind[0]?.externalId).toBe('NW-000001');
    expect(northwind[122]?.externalId).toBe('NW-000123');
    expect(new Set(northwind.map((position) => position.externalId)).size).toBe(northwind.length);
    const [contoso] = generatePositions({ profile: 'contoso', count: 1, now, startIndex: 41 });
    expect(contoso?.externalId).toBe('CT-000042');
  });

  it('mixes positions in about the intended proportions', () => {
    const option = (value: string) => share(northwind, (p) => p.workLocationOption === value);
    expect(option('onsite')).toBeCloseTo(0.7, 1);
    expect(option('hybrid')).toBeCloseTo(0.18, 1);
    expect(option('remote')).toBeCloseTo(0.12, 1);
    expect(share(northwind, (p) => p.salary != null)).toBeCloseTo(0.85, 1);
    expect(share(northwind, (p) => p.validThrough != null)).toBeCloseTo(0.6, 1);
    expect(share(northwind, (p) => p.archivedAt != null)).toBeCloseTo(0.03, 1);
    expect(share(northwind, (p) => p.isPrivate === true)).toBeCloseTo(0.02, 1);
    expect(share(northwind, (p) => p.translations?.de !== undefined)).toBeCloseTo(0.2, 1);
    expect(share(northwind, (p) => Object.keys(p.configOverrides ?? {}).length > 0)).toBeCloseTo(
      0.05,
      1,
    );
  });

  it('keeps dates within the demo window and every position open', () => {
    for (const position of northwind) {
      const posted = position.postedAt.getTime();
      expect(posted).toBeLessThanOrEqual(now.getTime());
      expect(posted).toBeGreaterThanOrEqual(now.getTime() - 90 * DAY);
      if (position.validThrough) {
        const validFor = position.validThrough.getTime() - posted;
        expect(validFor).toBeGreaterThanOrEqual(60 * DAY);
        expect(validFor).toBeLessThanOrEqual(120 * DAY);
        expect(position.validThrough.getTime()).toBeGreaterThan(now.getTime());
      }
      if (position.archivedAt) {
        expect(position.archivedAt.getTime()).toBeGreaterThanOrEqual(posted);
        expect(position.archivedAt.getTime()).toBeLessThanOrEqual(now.getTime());
      }
    }
  });

  it('places positions in over a thousand cities in over sixty countries', () => {
    const places = northwind.flatMap((position) => position.locations ?? []);
    expect(
      new Set(places.map((place) => `${place.city}|${place.countryCode}`)).size,
    ).toBeGreaterThanOrEqual(1_000);
    expect(new Set(places.map((place) => place.countryCode)).size).toBeGreaterThanOrEqual(60);
    for (const position of northwind) {
      const count = position.locations?.length ?? 0;
      expect(count).toBeGreaterThanOrEqual(1);
      expect(count).toBeLessThanOrEqual(position.workLocationOption === 'remote' ? 1 : 3);
    }
  });

  it('gives remote positions their countries and others none', () => {
    for (const position of northwind) {
      const countries = position.remoteCountries ?? [];
      if (position.workLocationOption !== 'remote') expect(countries).toEqual([]);
      expect(countries.length).toBeLessThanOrEqual(6);
      expect(new Set(countries).size).toBe(countries.length);
    }
    const remote = northwind.filter((p) => p.workLocationOption === 'remote');
    expect(remote.some((p) => p.remoteCountries?.length === 0)).toBe(true);
    expect(remote.some((p) => (p.remoteCountries?.length ?? 0) > 1)).toBe(true);
  });

  it('lists five to twelve distinct skills', () => {
    for (const position of northwind) {
      const skills = position.skills ?? [];
      expect(skills.length).toBeGreaterThanOrEqual(5);
      expect(skills.length).toBeLessThanOrEqual(12);
      expect(new Set(skills).size).toBe(skills.length);
    }
  });

  it('writes descriptions with only its own tags, naming the company, city and team', () => {
    const ownTags = /<\/?(?:p|h3|ul|li)>/g;
    for (const position of northwind) {
      const descriptions = [
        position.descriptionHtml,
        position.translations?.de?.descriptionHtml ?? '',
      ];
      for (const html of descriptions) expect(html.replace(ownTags, '')).not.toMatch(/[<>]/);
      expect(position.descriptionHtml).toContain('Northwind');
      expect(position.descriptionHtml).toContain(escapeHtml(position.team ?? ''));
      expect(position.descriptionHtml).toContain(escapeHtml(position.locations?.[0]?.city ?? ''));
      expect(position.descriptionHtml).toContain('<h3>What you’ll do</h3>');
      expect(position.descriptionHtml).toContain('<h3>Pay</h3>');
    }
  });

  it('pays by the hour for hourly roles where that is the custom', () => {
    const hourly = northwind.filter((p) => p.salary?.period === 'hour');
    expect(hourly.length).toBeGreaterThan(0);
    for (const position of hourly) {
      expect(['US', 'CA', 'GB', 'IE', 'AU', 'NZ']).toContain(position.locations?.[0]?.countryCode);
    }
    const berlin = northwind.find((p) => p.locations?.[0]?.countryCode === 'DE' && p.salary);
    expect(berlin?.salary?.currency).toBe('EUR');
  });

  it('draws Contoso from its own families and countries', () => {
    const contoso = generatePositions({ profile: 'contoso', count: 2_000, now });
    expect(new Set(contoso.map((p) => p.department)).size).toBeLessThanOrEqual(6);
    const countries = new Set(
      contoso.flatMap((p) => p.locations ?? []).map((place) => place.countryCode),
    );
    expect([...countries].every((code) => ['US', 'CA', 'MX', 'GB'].includes(code))).toBe(true);
    expect(contoso.every((p) => p.descriptionHtml.includes('Contoso'))).toBe(true);
    expect(contoso.every((p) => Object.keys(p.translations ?? {}).length === 0)).toBe(true);
  });
});
