import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';

type Position = number[];
type Countries = ReturnType<typeof feature<{ countries: GeometryCollection }>>;
type Geometry = Extract<Countries, { features: unknown }>['features'][number]['geometry'];

// A ring whose next point is on the other side of the antimeridian (Russia's far east, Fiji,
// Antarctica) would be drawn by Leaflet straight across the world: a stray line at the widest
// zoom. Each such point is moved by 360° so the ring runs on past ±180° instead.
export function unwrapRing(ring: readonly Position[]): Position[] {
  const out: Position[] = [];
  let previous: number | null = null;
  for (const [lng = 0, lat = 0] of ring) {
    let unwrapped = lng;
    if (previous !== null) {
      while (unwrapped - previous > 180) unwrapped -= 360;
      while (previous - unwrapped > 180) unwrapped += 360;
    }
    out.push([unwrapped, lat]);
    previous = unwrapped;
  }
  // A ring round the whole world (Antarctica) closes through its pole, not back along itself.
  const first = out[0];
  const last = out.at(-1);
  if (first && last && Math.abs((last[0] ?? 0) - (first[0] ?? 0)) >= 359) {
    const pole = (first[1] ?? 0) < 0 ? -90 : 90;
    out.push([last[0] ?? 0, pole], [first[0] ?? 0, pole], first);
  }
  return out;
}

function unwrapGeometry(geometry: Geometry): Geometry {
  if (geometry.type === 'Polygon')
    return { ...geometry, coordinates: geometry.coordinates.map(unwrapRing) };
  if (geometry.type === 'MultiPolygon')
    return {
      ...geometry,
      coordinates: geometry.coordinates.map((polygon) => polygon.map(unwrapRing)),
    };
  return geometry;
}

// The country outlines shipped with the app, drawn when the group has no map tiles.
export function worldOutline(topology: unknown) {
  const world = topology as Topology<{ countries: GeometryCollection }>;
  const countries = feature(world, world.objects.countries);
  return {
    ...countries,
    features: countries.features.map((country) => ({
      ...country,
      geometry: unwrapGeometry(country.geometry),
    })),
  };
}
