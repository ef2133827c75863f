import Supercluster from 'supercluster';
import { isValidLatLng } from '@careers/contracts/search-params';
import type { MapMarker } from '@careers/contracts/search';

// The map's constants (docs/product/search.md).
export const MAP_MIN_ZOOM = 1;
export const MAP_MAX_ZOOM = 13;
export const MAP_BOUNDS_PADDING = 100;
export const CURRENT_LOCATION_MARKER_ID = 'current-location';
export const PIN_SIZE = { selected: [44, 53], unselected: [32, 38] } as const;
export const PIN_OPACITY = { selected: 1, unselected: 0.6 } as const;

// A single pin for one position; clusters by their total count.
export type ClusterStyle = 'pin' | 'small' | 'medium' | 'large';
export const CLUSTER_ICON_SIZE: Record<Exclude<ClusterStyle, 'pin'>, number> = {
  small: 76,
  medium: 88,
  large: 112,
};

export function clusterStyle(total: number): ClusterStyle {
  if (total <= 1) return 'pin';
  if (total < 10) return 'small';
  if (total < 60) return 'medium';
  return 'large';
}

// A marker whose coordinates are not numbers in range is dropped.
export function validMarkers(markers: readonly MapMarker[]): MapMarker[] {
  return markers.filter((marker) => {
    const { lat, lng } = marker.latlong as { lat: unknown; lng: unknown };
    return typeof lat === 'number' && typeof lng === 'number' && isValidLatLng(lat, lng);
  });
}

type PlaceProps = { marker: MapMarker; total: number };
type ClusterProps = { total: number };

export type MapItem =
  | { kind: 'place'; marker: MapMarker; total: number; lat: number; lng: number }
  | { kind: 'cluster'; clusterId: number; total: number; lat: number; lng: number };

// Places clustered by position count (a place of 3 positions weighs 3), over supercluster.
export function createClusterIndex(markers: readonly MapMarker[]) {
  const index = new Supercluster<PlaceProps, ClusterProps>({
    minZoom: MAP_MIN_ZOOM,
    maxZoom: MAP_MAX_ZOOM,
    // In pixels: wide enough that the 76–112 px cluster icons do not overlap.
    radius: 100,
    map: (props) => ({ total: props.total }),
    reduce: (accumulated, props) => {
      accumulated.total += props.total;
    },
  });
  index.load(
    validMarkers(markers).map((marker) => ({
      type: 'Feature' as const,
      geometry: { type: 'Point' as const, coordinates: [marker.latlong.lng, marker.latlong.lat] },
      properties: { marker, total: marker.count },
    })),
  );
  return {
    items(bbox: [number, number, number, number], zoom: number): MapItem[] {
      return index.getClusters(bbox, Math.round(zoom)).map((feature) => {
        const [lng = 0, lat = 0] = feature.geometry.coordinates;
        const props = feature.properties;
        if ('cluster' in props) {
          return { kind: 'cluster', clusterId: props.cluster_id, total: props.total, lat, lng };
        }
        const place = props;
        return { kind: 'place', marker: place.marker, total: place.total, lat, lng };
      });
    },
    expansionZoom: (clusterId: number) => index.getClusterExpansionZoom(clusterId),
  };
}
