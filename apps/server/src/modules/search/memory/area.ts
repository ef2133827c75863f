import {
  distanceKm,
  inBounds,
  type EngineQuery,
  type GeoBounds,
  type GeoCircle,
} from '../search-engine';
import type { MemoryIndex } from './memory-index.service';
import type { Scratch } from './scratch';

// Whether a place is inside the searched circle and box (either may be absent).
function fits(lat: number, lng: number, circle: GeoCircle | null, bounds: GeoBounds | null) {
  if (bounds && !inBounds(lat, lng, bounds)) return false;
  return !circle || distanceKm(circle.lat, circle.lng, lat, lng) <= circle.radiusKm;
}

// Stamps (scratch.round) the documents having a place in the searched area. With `collect`,
// also lists them in scratch.candidates, followed by the remote documents when remote positions
// open to the searched country are found too; returns the list's length.
export function stampArea(
  index: MemoryIndex,
  query: EngineQuery,
  scratch: Scratch,
  collect: boolean,
): number {
  const { circle, bounds } = query;
  const { stamp: stamps, candidates, round } = scratch;
  const placeDoc = index.placeDoc.array;
  const lat = index.placeLat.array;
  const lng = index.placeLng.array;
  let size = 0;
  const consider = (place: number) => {
    if (!fits(lat[place] ?? 0, lng[place] ?? 0, circle, bounds)) return;
    const doc = placeDoc[place] ?? 0;
    if (stamps[doc] === round) return;
    stamps[doc] = round;
    if (collect) {
      candidates[size] = doc;
      size += 1;
    }
  };
  if (index.tree) {
    for (const [west, south, east, north] of searchBoxes(circle, bounds)) {
      for (const place of index.tree.range(west, south, east, north)) consider(place);
    }
  }
  // Places added since the tree was built.
  for (let place = index.treeSize; place < index.placeDoc.length; place += 1) consider(place);
  if (collect && query.remoteCountry !== null && bounds === null) {
    const remote = index.remoteDocs.array;
    for (let at = 0; at < index.remoteDocs.length; at += 1) {
      const doc = remote[at] ?? 0;
      if (stamps[doc] === round) continue;
      candidates[size] = doc;
      size += 1;
    }
  }
  return size;
}

// The boxes (west, south, east, north) a k-d tree range covers: the bounds, or the circle's
// enclosing box; split in two where it crosses the antimeridian.
export function searchBoxes(
  circle: GeoCircle | null,
  bounds: GeoBounds | null,
): [number, number, number, number][] {
  let box: GeoBounds;
  if (bounds) {
    box = bounds;
  } else if (circle) {
    const latDelta = (circle.radiusKm / 6371.0088) * (180 / Math.PI);
    const south = Math.max(-90, circle.lat - latDelta);
    const north = Math.min(90, circle.lat + latDelta);
    const widest = Math.max(Math.abs(south), Math.abs(north));
    const cos = Math.cos((widest * Math.PI) / 180);
    const lngDelta = cos < 1e-6 || widest >= 90 ? 180 : Math.min(180, latDelta / cos);
    if (lngDelta >= 180) return [[-180, south, 180, north]];
    let west = circle.lng - lngDelta;
    let east = circle.lng + lngDelta;
    if (west < -180) west += 360;
    if (east > 180) east -= 360;
    box = { south, north, west, east };
  } else {
    return [[-180, -90, 180, 90]];
  }
  return box.west <= box.east
    ? [[box.west, box.south, box.east, box.north]]
    : [
        [box.west, box.south, 180, box.north],
        [-180, box.south, box.east, box.north],
      ];
}
