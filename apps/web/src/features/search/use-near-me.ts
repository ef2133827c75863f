import { useState } from 'react';
import { formatLocationString } from '@careers/contracts/search-params';
import { useTranslation } from '../../shared/i18n/use-translation';

// searchConfig.currentLocation (docs/product/search.md): "Near me" searches around the browser's
// position, as the point 'Current location:::lat,long' (the map marks it 'current-location').
export function useNearMe(enabled: boolean, onPoint: (location: string) => void) {
  const { t } = useTranslation();
  const [isLocating, setLocating] = useState(false);
  const [failed, setFailed] = useState(false);
  // Shown by the setting alone, so the server's page and the browser's agree; a browser without
  // geolocation says it could not find the place.
  function locate() {
    if (!('geolocation' in navigator)) {
      setFailed(true);
      return;
    }
    setLocating(true);
    setFailed(false);
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => {
        setLocating(false);
        const round = (value: number) => Math.round(value * 10_000) / 10_000;
        onPoint(
          formatLocationString({
            name: t('search.currentLocation'),
            lat: round(coords.latitude),
            lng: round(coords.longitude),
          }),
        );
      },
      () => {
        setLocating(false);
        setFailed(true);
      },
      { maximumAge: 600_000, timeout: 15_000 },
    );
  }
  return { available: enabled, isLocating, failed, locate };
}
