import { useMemo } from 'react';
import { useBootData } from '../../../shared/boot/boot-data-context';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { positionDetailsInput, usePositionDetails } from '../api/use-position-details';

// The map's markers of the selected position, found by its places (a marker's id is
// '<country>:<city>'), never by the text shown for them: a place with a region and a remote job's
// place are named differently in the list and on the map. The detail beside the results has
// asked for the same record, so this reads its answer.
export function useSelectedPlaces(positionId: string | null, queriedLocation: string): string[] {
  const { domain } = useBootData();
  const { i18n } = useTranslation();
  const detail = usePositionDetails(
    positionDetailsInput(positionId ?? '', domain, i18n.language, queriedLocation),
    positionId !== null,
  );
  const places = detail.data?.data.placeDetails;
  return useMemo(
    () => (places ?? []).map((place) => `${place.countryCode}:${place.city}`),
    [places],
  );
}
