import { describe, expect, it } from 'vitest';
import countries from 'world-atlas/countries-110m.json';
import { unwrapRing, worldOutline } from './world-outline';

// Rings of all polygons in the outline, however nested.
function rings(geometry: { type: string; coordinates?: unknown }): number[][][] {
  if (geometry.type === 'Polygon') return geometry.coordinates as number[][][];
  if (geometry.type === 'MultiPolygon') return (geometry.coordinates as number[][][][]).flat();
  return [];
}

describe('the world outline', () => {
  it('runs a ring on past the antimeridian instead of across the world', () => {
    expect(
      unwrapRing([
        [179, 65],
        [-179, 66],
        [-178, 64],
        [179, 65],
      ]),
    ).toEqual([
      [179, 65],
      [181, 66],
      [182, 64],
      [179, 65],
    ]);
  });

  it('has no edge on the map longer than half the world, so none is drawn across it', () => {
    const world = worldOutline(countries);
    let longest = 0;
    for (const country of world.features) {
      for (const ring of rings(country.geometry)) {
        for (let index = 1; index < ring.length; index++) {
          // Along a pole is off the map (Web Mercator stops at ±85°).
          if (Math.abs(ring[index]?.[1] ?? 0) === 90 && Math.abs(ring[index - 1]?.[1] ?? 0) === 90)
            continue;
          const step = Math.abs((ring[index]?.[0] ?? 0) - (ring[index - 1]?.[0] ?? 0));
          longest = Math.max(longest, step);
        }
      }
    }
    expect(world.features.length).toBeGreaterThan(150);
    expect(longest).toBeLessThan(180);
  });

  it('closes a ring round the world through its pole', () => {
    const ring = unwrapRing([
      [-180, -84],
      [-90, -80],
      [0, -78],
      [90, -80],
      [180, -84],
    ]);
    expect(ring.slice(-3)).toEqual([
      [180, -90],
      [-180, -90],
      [-180, -84],
    ]);
  });
});
