import { useState } from 'react';
import { useTranslation } from '../../shared/i18n/use-translation';
import { useLocation } from 'react-router';
import { Button } from '../../shared/ui/button';
import { passThroughParams } from '../../shared/url/url-params';
import { SuggestionBox } from './suggestion-box';
import { useBootData } from '../../shared/boot/boot-data-context';
import { useNearMe } from './use-near-me';

export type SearchFormProps = {
  query: string;
  location: string;
  onSearch: (query: string, location: string) => void;
};

// What and where; the page gives it a new key when the URL's query or location changes. A chosen
// place searches by its location string, the box showing its name; typing again searches by the
// typed text.
export function SearchForm({ query, location, onSearch }: SearchFormProps) {
  const { t } = useTranslation();
  const { search } = useLocation();
  const [queryText, setQueryText] = useState(query);
  const [placeText, setPlaceText] = useState(placeLabel(location));
  const [placeValue, setPlaceValue] = useState(location);
  const nearMe = useNearMe(
    useBootData().configs.pcsxConfig.searchConfig.currentLocation.enabled,
    (point) => {
      onSearch(queryText, point);
    },
  );

  return (
    <form
      role="search"
      aria-label={t('search.formLabel')}
      // Without JavaScript (or before it runs) the search is a plain GET of /careers with the
      // page's pass-through parameters; with it, the app navigates itself.
      action="/careers"
      method="get"
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(queryText, placeValue);
      }}
      className="flex flex-col gap-3 rounded-brand border border-ink/10 bg-surface p-3 shadow-sm md:flex-row md:items-end"
    >
      <SuggestionBox
        field="query"
        label={t('search.queryLabel')}
        placeholder={t('search.queryPlaceholder')}
        text={queryText}
        onTextChange={setQueryText}
        onChoose={(text) => {
          setQueryText(text);
          onSearch(text, placeValue);
        }}
      />
      <SuggestionBox
        field="location"
        label={t('search.locationLabel')}
        placeholder={t('search.locationPlaceholder')}
        text={placeText}
        onTextChange={(text) => {
          setPlaceText(text);
          setPlaceValue(text);
        }}
        onChoose={(text, value) => {
          setPlaceText(text);
          setPlaceValue(value);
          onSearch(queryText, value);
        }}
      />
      {nearMe.available ? (
        <Button
          variant="secondary"
          className="md:min-h-11"
          isDisabled={nearMe.isLocating}
          onPress={nearMe.locate}
        >
          <svg aria-hidden="true" viewBox="0 0 24 24" className="size-4" fill="none">
            <circle cx="12" cy="12" r="7" stroke="currentColor" strokeWidth="2" />
            <circle cx="12" cy="12" r="2.5" fill="currentColor" />
            <path d="M12 1v4M12 19v4M1 12h4M19 12h4" stroke="currentColor" strokeWidth="2" />
          </svg>
          {t('search.nearMe')}
        </Button>
      ) : null}
      {[...passThroughParams(search)].map(([name, value]) => (
        <input key={`${name}=${value}`} type="hidden" name={name} value={value} />
      ))}
      <Button type="submit" className="md:min-h-11 md:px-6">
        {t('search.submit')}
      </Button>
      {nearMe.failed ? (
        <p role="alert" className="text-sm text-red-700 md:basis-full">
          {t('search.nearMeFailed')}
        </p>
      ) : null}
    </form>
  );
}

// 'Berlin:::52.52,13.405' shows as 'Berlin'; a bare point shows as typed.
function placeLabel(location: string): string {
  const separator = location.lastIndexOf(':::');
  return separator > 0 ? location.slice(0, separator) : location;
}
