import { lazy, Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from '../../shared/i18n/use-translation';
import { ToggleButton } from 'react-aria-components';
import type { Profile } from '@careers/contracts/profile';
import type { PositionLite, SearchResult } from '@careers/contracts/search';
import type { SortOption } from '@careers/contracts/search-params';
import { useBootData } from '../../shared/boot/boot-data-context';
import { showToast, TOAST_DURATION_MS } from '../../shared/toasts/toast-queue';
import { Card } from '../../shared/ui/card';
import { Button, FOCUS_RING } from '../../shared/ui/button';
import { SelectMenu } from '../../shared/ui/select-menu';
import { PHONE_QUERY, useMediaQuery } from '../../shared/ui/use-media-query';
import { FilterBar } from './filter-bar';
import { useFormat } from '../../shared/i18n/format';
import { shortenCount } from '../../shared/format-position';
import { Pager } from './pager';
import { PositionDetail, type PositionDetailProps } from './position-detail';
import { ResultsList } from './results-list';
import { SearchForm } from './search-form';
import { loadChunk } from '../../shared/lazy/load-chunk';
import { withFilters, withMapArea, withMapLocation, withSearchText } from './search-url';
import { usePositionDetail } from './use-position-detail';
import { useSelectedPlaces } from './map/use-selected-places';
import { useSearchResults } from './api/use-search-results';
import { useSearchState } from './use-search-state';
import { JobAlertButton } from './job-alert-button';

// Leaflet, supercluster and the country outlines load only when the candidate opens the map.
const SearchMap = lazy(() => loadChunk(() => import('./map/search-map')));

// The search page (docs/product/search.md): search box, filters, the results with the selected
// position's detail beside them on wide screens, or as a view of its own on phones.
export type SearchPageProps = {
  // The /careers/:query?/:location? parts of the path, if the page was opened by one.
  pathQuery?: string;
  pathLocation?: string;
};

export function SearchPage({ pathQuery, pathLocation }: SearchPageProps) {
  const { t } = useTranslation();
  const boot = useBootData();
  const mapEnabled = boot.configs.pcsxConfig.searchConfig.mapConfig.enabled;
  const [mapOpen, setMapOpen] = useState(false);
  const [state, setState] = useSearchState(pathQuery, pathLocation, { mapOpen });
  const isPhone = useMediaQuery(PHONE_QUERY);
  const results = useSearchResults(state);
  const data = results.data;
  // On a phone the detail shows once the candidate picks a position (or the link names one).
  const [phoneView, setPhoneView] = useState<'list' | 'detail'>(state.pid ? 'detail' : 'list');

  // On load the first result is selected unless the URL names a position. It shows at once, in the
  // server's HTML too (decision 014); the URL names it once the page runs.
  const first = data?.positions[0];
  const shownPid = state.pid ?? (first && !results.isPlaceholderData ? String(first.id) : null);
  const selected = data?.positions.find((position) => String(position.id) === shownPid);
  const selectedPlaces = useSelectedPlaces(selected ? String(selected.id) : null, state.location);
  const failed = results.isError;
  useEffect(() => {
    if (!failed) return;
    showToast(t('search.positionsFailed'), {
      tone: 'negative',
      timeoutMs: TOAST_DURATION_MS.short,
    });
  }, [failed, t]);

  useEffect(() => {
    if (!state.pid && first && !results.isPlaceholderData) {
      setState({ ...state, pid: String(first.id) }, true);
    }
  }, [state, first, results.isPlaceholderData, setState]);

  // Focus follows the view on phones: the detail's heading when it opens, the position in the
  // list when the candidate goes back (Escape does too, on any screen).
  // Browsing the list replaces the URL (Back leaves the search, not each result looked at);
  // opening a position on a phone is a step of its own.
  function select(positionId: string, how: 'browse' | 'open' = 'open') {
    if (positionId === shownPid && !isPhone) return;
    setState({ ...state, pid: positionId }, how === 'browse' || !isPhone);
    setPhoneView('detail');
    if (isPhone) {
      requestAnimationFrame(() => document.getElementById('position-title')?.focus());
    }
  }

  // After a resume upload a search without a location takes the candidate's; the open position
  // stays open and reloads.
  function fillLocation(candidate: Profile) {
    if (state.location === '' && candidate.location !== '') {
      setState({ ...state, location: candidate.location });
    }
  }

  function backToList() {
    setPhoneView('list');
    requestAnimationFrame(() => {
      const selectedOption = document.querySelector<HTMLElement>(
        `[role="option"][data-key="${CSS.escape(shownPid ?? '')}"]`,
      );
      selectedOption?.focus();
    });
  }

  // Escape inside the detail returns to the list; popovers handle their own.
  const detailRef = useRef<HTMLElement>(null);
  const backRef = useRef(backToList);
  useEffect(() => {
    backRef.current = backToList;
  });
  useEffect(() => {
    const detail = detailRef.current;
    if (!detail) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && !event.defaultPrevented) backRef.current();
    };
    detail.addEventListener('keydown', onKeyDown);
    return () => {
      detail.removeEventListener('keydown', onKeyDown);
    };
  }, []);

  return (
    <div className="flex flex-col gap-4">
      <SearchForm
        key={`${state.query}\n${state.location}`}
        query={state.query}
        location={state.location}
        onSearch={(query, location) => {
          setState(withSearchText(state, query, location));
          setPhoneView('list');
        }}
      />
      {data ? (
        <FilterBar
          key={JSON.stringify(state.filters)}
          filterDef={data.filterDef}
          filters={state.filters}
          onChange={(filters) => {
            setState(withFilters(state, filters));
          }}
        />
      ) : null}

      {mapEnabled && mapOpen ? (
        <Suspense
          fallback={
            <div
              aria-busy="true"
              className="h-[300px] animate-pulse rounded-brand bg-ink/5 md:h-[360px]"
            />
          }
        >
          <SearchMap
            state={state}
            selectedPlaces={selectedPlaces}
            onPlace={(place) => {
              setState(withMapLocation(state, place));
            }}
            onArea={(bounds) => {
              setState(withMapArea(state, bounds));
            }}
          />
        </Suspense>
      ) : null}

      <div className="grid gap-6 md:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <section
          aria-labelledby="results-heading"
          className={`flex min-w-0 flex-col gap-3 ${phoneView === 'detail' ? 'max-md:hidden' : ''}`}
        >
          <ResultsHeader
            data={data}
            alert={
              data ? (
                <JobAlertButton
                  data={data}
                  search={{ query: state.query, location: state.location, filters: state.filters }}
                />
              ) : null
            }
            map={
              mapEnabled ? (
                <ToggleButton
                  isSelected={mapOpen}
                  onChange={setMapOpen}
                  className={`min-h-9 rounded-brand border border-primary px-3 text-sm text-primary data-[selected]:bg-primary data-[selected]:text-white ${FOCUS_RING}`}
                >
                  {t('map.show')}
                </ToggleButton>
              ) : null
            }
            sortBy={
              state.sortBy ?? data?.sortBy ?? boot.configs.pcsxConfig.searchConfig.defaultSortBy
            }
            onSort={(sortBy) => {
              setState({ ...state, sortBy, start: 0, pid: null });
            }}
          />
          <ResultsBody
            data={data}
            isLoading={results.isPending}
            isError={failed}
            onRetry={() => void results.refetch()}
            selectedId={shownPid}
            selectable={!isPhone}
            onSelect={select}
          />
          {data ? (
            <Pager
              start={state.start}
              count={data.count}
              onStart={(start) => {
                setState({ ...state, start, pid: null });
              }}
            />
          ) : null}
        </section>

        <section
          aria-label={t('search.detailLabel')}
          ref={detailRef}
          className={`min-w-0 md:sticky md:top-4 md:max-h-[calc(100vh-2rem)] md:self-start md:overflow-auto md:rounded-brand md:border md:border-ink/10 md:p-6 ${phoneView === 'list' ? 'max-md:hidden' : ''}`}
        >
          {shownPid ? (
            selected ? (
              <PositionDetail
                position={selected}
                queriedLocation={state.location}
                onBack={isPhone ? backToList : undefined}
                onResumeUploaded={fillLocation}
              />
            ) : (
              <DetailById
                positionId={shownPid}
                queriedLocation={state.location}
                onBack={isPhone ? backToList : undefined}
                onResumeUploaded={fillLocation}
              />
            )
          ) : null}
        </section>
      </div>
    </div>
  );
}

// A position named by the URL but not on this page of results: its full record stands in for
// the lite one.
function DetailById(props: Omit<PositionDetailProps, 'position'> & { positionId: string }) {
  const { t } = useTranslation();
  const { detail, isError } = usePositionDetail(props.positionId, props.queriedLocation);
  if (isError) return <p className="text-ink/70">{t('search.detailUnavailable')}</p>;
  if (!detail)
    return <div aria-busy="true" className="h-40 animate-pulse rounded-brand bg-ink/5" />;
  return <PositionDetail {...props} position={detail satisfies PositionLite} />;
}

function ResultsHeader(props: {
  data: SearchResult | undefined;
  alert: ReactNode;
  map: ReactNode;
  sortBy: SortOption;
  onSort: (sortBy: SortOption) => void;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const options = props.data?.resultsMetaData.sortOptions ?? [];
  return (
    <div className="flex flex-wrap items-center justify-between gap-2">
      <h2 id="results-heading" className="text-lg font-semibold" aria-live="polite">
        {props.data
          ? t('search.resultCount', {
              count: props.data.count,
              formatted: shortenCount(props.data.count, format, t),
            })
          : t('search.searching')}
      </h2>
      <div className="flex flex-wrap items-center gap-2">
        {props.alert}
        {props.map}
        {options.length > 1 ? (
          <SelectMenu
            label={t('search.sortLabel')}
            labelClassName="text-sm text-ink/70"
            buttonClassName="min-h-9 border-primary bg-surface px-3 py-1 text-sm font-medium text-primary hover:bg-primary/5"
            value={props.sortBy}
            onChange={props.onSort}
            options={options.map((option) => ({
              id: option,
              textValue: t(`search.sort.${option}`),
              label: t(`search.sort.${option}`),
            }))}
          />
        ) : null}
      </div>
    </div>
  );
}

function ResultsBody(props: {
  data: SearchResult | undefined;
  isLoading: boolean;
  isError: boolean;
  onRetry: () => void;
  selectedId: string | null;
  selectable: boolean;
  onSelect: (positionId: string, how: 'browse' | 'open') => void;
}) {
  const { t } = useTranslation();
  if (props.isError && !props.data) {
    return (
      <Card padding="wide" className="flex flex-col items-start gap-3">
        <p>{t('search.positionsUnavailable')}</p>
        <Button variant="secondary" onPress={props.onRetry}>
          {t('search.retry')}
        </Button>
      </Card>
    );
  }
  if (props.isLoading || !props.data) {
    return (
      <div aria-busy="true" className="flex flex-col gap-2">
        {[0, 1, 2, 3, 4].map((row) => (
          <div key={row} className="h-24 animate-pulse rounded-brand bg-ink/5" />
        ))}
      </div>
    );
  }
  if (props.data.positions.length === 0) {
    return (
      <Card variant="dashed" padding="wide">
        <p className="font-semibold">{t('search.noResults')}</p>
        <p className="mt-1 text-sm text-ink/70">{t('search.noResultsHint')}</p>
      </Card>
    );
  }
  return (
    <ResultsList
      positions={props.data.positions}
      selectedId={props.selectedId}
      selectable={props.selectable}
      onSelect={props.onSelect}
    />
  );
}
