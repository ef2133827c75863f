import { describe, expect, it } from 'vitest';
import type { MapMarker } from '@careers/contracts/search';
import { clusterStyle, createClusterIndex, validMarkers } from './map-clusters';

const marker = (id: string, lat: number, lng: number, count = 1): MapMarker => ({
  id,
  latlong: { lat, lng },
  count,
  location: id,
  isRemote: false,
});

describe('map clusters', () => {
  it('styles by total count: 1 a pin, below 10 small, below 60 medium, otherwise large', () => {
    expect([1, 2, 9, 10, 59, 60, 500].map(clusterStyle)).toEqual([
      'pin',
      'small',
      'small',
      'medium',
      'medium',
      'large',
      'large',
    ]);
  });

  it('drops markers whose coordinates are not numbers in range', () => {
    const bad = { ...marker('x', 0, 0), latlong: { lat: '12' as unknown as number, lng: 5 } };
    expect(
      validMarkers([marker('ok', 52, 13), marker('lat', 91, 0), marker('lng', 0, -181), bad]).map(
        ({ id }) => id,
      ),
    ).toEqual(['ok']);
  });

  it('clusters nearby places and sums their positions', () => {
    const index = createClusterIndex([
      marker('Berlin', 52.52, 13.405, 3),
      marker('Potsdam', 52.39, 13.06, 2),
      marker('Sydney', -33.87, 151.21, 1),
    ]);
    const world = index.items([-180, -85, 180, 85], 1);
    const cluster = world.find((item) => item.kind === 'cluster');
    expect(cluster?.total).toBe(5);
    expect(world.find((item) => item.kind === 'place')).toMatchObject({ total: 1 });
    const close = index.items([-180, -85, 180, 85], 13);
    expect(close.filter((item) => item.kind === 'place')).toHaveLength(3);
  });
});
