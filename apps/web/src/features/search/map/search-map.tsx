import 'leaflet/dist/leaflet.css';
import './search-map.css';
import L from 'leaflet';
import countries from 'world-atlas/countries-110m.json';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import type { MapMarker } from '@careers/contracts/search';
import { parseLocationString } from '@careers/contracts/search-params';
import { useBootData } from '../../../shared/boot/boot-data-context';
import { useFormat } from '../../../shared/i18n/format';
import { Button } from '../../../shared/ui/button';
import { useMapMarkers } from '../api/use-map-markers';
import { worldOutline } from './world-outline';
import type { MapPlace, SearchState } from '../search-url';
import {
  CLUSTER_ICON_SIZE,
  CURRENT_LOCATION_MARKER_ID,
  MAP_BOUNDS_PADDING,
  MAP_MAX_ZOOM,
  MAP_MIN_ZOOM,
  PIN_OPACITY,
  PIN_SIZE,
  clusterStyle,
  createClusterIndex,
  validMarkers,
  type MapItem,
} from './map-clusters';

export type SearchMapProps = {
  state: SearchState;
  // The ids of the selected position's markers, drawn as selected pins.
  selectedPlaces: readonly string[];
  onPlace: (place: MapPlace) => void;
  onArea: (bounds: { south: number; west: number; north: number; east: number }) => void;
};

const WORLD = worldOutline(countries);

function pinHtml(selected: boolean): string {
  const [width, height] = selected ? PIN_SIZE.selected : PIN_SIZE.unselected;
  return `<svg width="${width}" height="${height}" viewBox="0 0 32 38" aria-hidden="true"><path d="M16 37c-1-2-13-14-13-23a13 13 0 0 1 26 0c0 9-12 21-13 23z" fill="var(--color-primary, #1d4ed8)" stroke="white" stroke-width="2"/><circle cx="16" cy="14" r="5" fill="white"/></svg>`;
}

// The map of the search's places (docs/product/search.md): clusters and pins over the employer's
// tiles or, without them, country outlines shipped with the app.
export default function SearchMap({ state, selectedPlaces, onPlace, onArea }: SearchMapProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const { configs } = useBootData();
  const { mapConfig } = configs.pcsxConfig.searchConfig;
  const element = useRef<HTMLDivElement>(null);
  const mapRef = useRef<L.Map | null>(null);
  const layerRef = useRef<L.LayerGroup | null>(null);
  const fitting = useRef(false);
  const [moved, setMoved] = useState(false);
  const [view, setView] = useState(0);
  // The markers keep the latest handler without being redrawn for each new one.
  const onPlaceRef = useRef(onPlace);
  useEffect(() => {
    onPlaceRef.current = onPlace;
  });
  const choose = useCallback((marker: MapMarker) => {
    onPlaceRef.current({
      name: marker.location,
      lat: marker.latlong.lat,
      lng: marker.latlong.lng,
    });
  }, []);

  const markers = useMapMarkers(state);
  const places = useMemo(() => validMarkers(markers.data?.markers ?? []), [markers.data]);
  const index = useMemo(() => createClusterIndex(places), [places]);

  // One Leaflet map for the component's life.
  useEffect(() => {
    if (!element.current) return;
    const map = L.map(element.current, {
      minZoom: MAP_MIN_ZOOM,
      maxZoom: MAP_MAX_ZOOM,
      worldCopyJump: true,
      zoomControl: true,
      attributionControl: Boolean(mapConfig.tileUrl),
    }).setView([20, 0], 2);
    if (mapConfig.tileUrl) {
      L.tileLayer(mapConfig.tileUrl, { attribution: mapConfig.tileAttribution ?? '' }).addTo(map);
    } else {
      L.geoJSON(WORLD, {
        interactive: false,
        style: { color: '#94a3b8', weight: 0.6, fillColor: '#f1f5f9', fillOpacity: 1 },
      }).addTo(map);
    }
    layerRef.current = L.layerGroup().addTo(map);
    mapRef.current = map;
    const redraw = () => {
      setView((count) => count + 1);
    };
    map.on('moveend zoomend', redraw);
    // 'Search this area' appears once the candidate moves the map, not when it fits the results.
    map.on('dragend', () => {
      setMoved(true);
    });
    map.on('zoomend', () => {
      if (!fitting.current) setMoved(true);
    });
    map.on('moveend', () => {
      fitting.current = false;
    });
    return () => {
      map.remove();
      mapRef.current = null;
    };
  }, [mapConfig.tileUrl, mapConfig.tileAttribution]);

  // New places: show them all.
  useEffect(() => {
    const map = mapRef.current;
    if (!map || places.length === 0) return;
    const bounds = L.latLngBounds(places.map((place) => [place.latlong.lat, place.latlong.lng]));
    fitting.current = true;
    map.fitBounds(bounds, { padding: [MAP_BOUNDS_PADDING, MAP_BOUNDS_PADDING], maxZoom: 10 });
    setMoved(false);
  }, [places]);

  // Clusters and pins for the current view.
  useEffect(() => {
    const map = mapRef.current;
    const layer = layerRef.current;
    if (!map || !layer) return;
    layer.clearLayers();
    const bounds = map.getBounds();
    const items = index.items(
      [
        Math.max(-180, bounds.getWest()),
        Math.max(-85, bounds.getSouth()),
        Math.min(180, bounds.getEast()),
        Math.min(85, bounds.getNorth()),
      ],
      map.getZoom(),
    );
    for (const item of items) layer.addLayer(itemMarker(item));
    const point = parseLocationString(state.location);
    if (point) {
      layer.addLayer(
        L.circleMarker([point.lat, point.lng], {
          radius: 7,
          color: 'white',
          weight: 2,
          fillColor: '#0ea5e9',
          fillOpacity: 1,
          interactive: false,
          className: CURRENT_LOCATION_MARKER_ID,
        }),
      );
    }

    function itemMarker(item: MapItem): L.Marker {
      const label =
        item.kind === 'place'
          ? t('map.placeLabel', { place: item.marker.location, count: item.total })
          : t('map.clusterLabel', { count: item.total });
      const style = clusterStyle(item.total);
      if (item.kind === 'cluster' || style !== 'pin') {
        const size = CLUSTER_ICON_SIZE[style === 'pin' ? 'small' : style];
        const marker = L.marker([item.lat, item.lng], {
          title: label,
          keyboard: true,
          icon: L.divIcon({
            className: '',
            iconSize: [size, size],
            html: `<span class="map-cluster map-cluster-${style}" style="width:${size}px;height:${size}px">${format.number(item.total)}</span>`,
          }),
        });
        marker.on('click', () => {
          if (item.kind === 'cluster') {
            map?.flyTo([item.lat, item.lng], index.expansionZoom(item.clusterId));
          } else choose(item.marker);
        });
        return marker;
      }
      const selected = selectedPlaces.includes(item.marker.id);
      const [width, height] = selected ? PIN_SIZE.selected : PIN_SIZE.unselected;
      const marker = L.marker([item.lat, item.lng], {
        title: label,
        keyboard: true,
        opacity: selected ? PIN_OPACITY.selected : PIN_OPACITY.unselected,
        zIndexOffset: selected ? 1000 : 0,
        icon: L.divIcon({
          className: '',
          iconSize: [width, height],
          iconAnchor: [width / 2, height],
          html: pinHtml(selected),
        }),
      });
      marker.on('click', () => {
        choose(item.marker);
      });
      return marker;
    }
    // `view` redraws after a move.
  }, [index, view, state.location, selectedPlaces, t, format, choose]);

  function searchArea() {
    const bounds = mapRef.current?.getBounds();
    if (!bounds) return;
    onArea({
      south: Math.max(-90, bounds.getSouth()),
      west: Math.max(-180, bounds.getWest()),
      north: Math.min(90, bounds.getNorth()),
      east: Math.min(180, bounds.getEast()),
    });
  }

  const topPlaces = [...places].sort((a, b) => b.count - a.count).slice(0, 12);
  return (
    <section aria-labelledby="map-heading" className="flex flex-col gap-2">
      <h2 id="map-heading" className="sr-only">
        {t('map.heading')}
      </h2>
      <div className="relative">
        <div
          ref={element}
          // Leaflet positions its panes from the left; in a right-to-left page it overflows.
          dir="ltr"
          role="application"
          aria-label={t('map.label')}
          className="search-map h-[300px] w-full overflow-hidden rounded-brand border border-ink/10 md:h-[360px]"
        />
        {moved ? (
          <Button
            className="absolute start-1/2 top-3 z-[500] -translate-x-1/2 rtl:translate-x-1/2 shadow-md"
            onPress={searchArea}
          >
            {t('map.searchThisArea')}
          </Button>
        ) : null}
      </div>
      {topPlaces.length > 0 ? (
        <details className="rounded-brand border border-ink/10 px-3 py-2 text-sm">
          <summary className="cursor-pointer font-medium">{t('map.placesList')}</summary>
          <ul className="mt-2 flex flex-wrap gap-2">
            {topPlaces.map((place) => (
              <li key={place.id}>
                <Button
                  variant="secondary"
                  className="min-h-9 px-3 py-1 text-sm"
                  onPress={() => {
                    choose(place);
                  }}
                >
                  {t('map.placeLabel', { place: place.location, count: place.count })}
                </Button>
              </li>
            ))}
          </ul>
        </details>
      ) : null}
    </section>
  );
}
