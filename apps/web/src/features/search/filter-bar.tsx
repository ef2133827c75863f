import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../shared/i18n/use-translation';
import {
  CheckboxButton,
  CheckboxField,
  CheckboxGroup,
  Dialog,
  DialogTrigger,
  Label,
  Popover,
  ToggleButton,
} from 'react-aria-components';
import type { FilterDef } from '@careers/contracts/search';
import { MAP_BOUNDS_FILTER } from '@careers/contracts/search-params';
import { useFormat } from '../../shared/i18n/format';
import { useBootData } from '../../shared/boot/boot-data-context';
import { Button, FOCUS_RING } from '../../shared/ui/button';

// Filter changes reach the search 1000 ms after the last one (docs/product/search.md).
export const FILTER_DEBOUNCE_MS = 1000;

type Filters = Record<string, string[]>;

export type FilterBarProps = {
  filterDef: FilterDef;
  filters: Filters;
  onChange: (filters: Filters) => void;
};

function sameFilters(a: Filters, b: Filters): boolean {
  const names = new Set([...Object.keys(a), ...Object.keys(b)]);
  return [...names].every(
    (name) =>
      [...(a[name] ?? [])].sort().join('\u0000') === [...(b[name] ?? [])].sort().join('\u0000'),
  );
}

// The page gives it a new key when the URL's filters change, which resets the draft.
// Every configured filter as a button opening its options with counts (disjunctive: a count
// is what choosing that value would find); smart filters also as one-tap chips. Choices show
// at once and are sent together once the candidate pauses.
export function FilterBar({ filterDef, filters, onChange }: FilterBarProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const labels = useFilterLabels();
  const [draft, setDraft] = useState(filters);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(
    () => () => {
      clearTimeout(timer.current);
    },
    [],
  );

  function change(next: Filters) {
    setDraft(next);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      if (!sameFilters(next, filters)) onChange(next);
    }, FILTER_DEBOUNCE_MS);
  }

  function setValues(name: string, values: string[]) {
    const others = Object.entries(draft).filter(([other]) => other !== name);
    change(Object.fromEntries(values.length > 0 ? [...others, [name, values]] : others));
  }

  // The map's area is not a filter the candidate chose here (it has its own control).
  const chosenCount = Object.entries(draft)
    .filter(([name]) => name !== MAP_BOUNDS_FILTER)
    .reduce((sum, [, values]) => sum + values.length, 0);
  const smart = filterDef.allFilters.filter((filter) =>
    filterDef.smartFilters.includes(filter.filterName),
  );

  return (
    <div
      className="flex flex-wrap items-center gap-2"
      aria-label={t('search.filters')}
      role="group"
    >
      {filterDef.allFilters.map((filter) => {
        const chosen = draft[filter.filterName] ?? [];
        if (filter.options.length === 0 && chosen.length === 0) return null;
        return (
          <DialogTrigger key={filter.filterName}>
            <Button
              variant="secondary"
              className={`min-h-9 rounded-full px-3 py-1 text-sm ${chosen.length > 0 ? 'bg-primary/10' : ''}`}
            >
              {chosen.length > 0
                ? t('search.filterWithCount', {
                    name: labels.filter(filter.filterName, filter.displayName),
                    count: chosen.length,
                  })
                : labels.filter(filter.filterName, filter.displayName)}
              <span aria-hidden="true">▾</span>
            </Button>
            <Popover
              placement="bottom start"
              className="max-h-[320px] w-72 overflow-auto rounded-brand border border-ink/10 bg-surface p-3 shadow-lg"
            >
              <Dialog
                className="outline-none"
                aria-label={labels.filter(filter.filterName, filter.displayName)}
              >
                <CheckboxGroup
                  value={chosen}
                  onChange={(values) => {
                    setValues(filter.filterName, values);
                  }}
                  className="flex flex-col gap-1"
                >
                  <Label className="mb-1 font-semibold">
                    {labels.filter(filter.filterName, filter.displayName)}
                  </Label>
                  {filter.options.map((option) => (
                    <CheckboxField key={option.value} value={option.value}>
                      <CheckboxButton
                        className={`group flex cursor-pointer items-center gap-2 rounded-brand px-2 py-1.5 hover:bg-ink/5 ${FOCUS_RING}`}
                      >
                        <span
                          aria-hidden="true"
                          className="flex size-4 shrink-0 items-center justify-center rounded border border-ink/40 text-[10px] text-white group-data-[selected]:border-primary group-data-[selected]:bg-primary"
                        >
                          ✓
                        </span>
                        <span className="flex-1" dir="auto">
                          {labels.option(filter.filterName, option)}
                        </span>
                        {option.count !== null ? (
                          <span className="text-sm text-ink/60">{format.number(option.count)}</span>
                        ) : null}
                      </CheckboxButton>
                    </CheckboxField>
                  ))}
                </CheckboxGroup>
              </Dialog>
            </Popover>
          </DialogTrigger>
        );
      })}
      {smart.flatMap((filter) =>
        filter.options.slice(0, 4).map((option) => {
          const chosen = draft[filter.filterName] ?? [];
          const isSelected = chosen.includes(option.value);
          return (
            <ToggleButton
              key={`${filter.filterName}:${option.value}`}
              isSelected={isSelected}
              onChange={(selected) => {
                setValues(
                  filter.filterName,
                  selected
                    ? [...chosen, option.value]
                    : chosen.filter((value) => value !== option.value),
                );
              }}
              className={`min-h-9 rounded-full border border-ink/20 px-3 text-sm data-[selected]:border-primary data-[selected]:bg-primary data-[selected]:text-white ${FOCUS_RING}`}
            >
              {labels.option(filter.filterName, option)}
            </ToggleButton>
          );
        }),
      )}
      {chosenCount > 0 ? (
        <Button
          variant="ghost"
          className="min-h-9 px-3 text-sm underline"
          onPress={() => {
            change({});
          }}
        >
          {t('search.clearFilters')}
        </Button>
      ) : null}
    </div>
  );
}

// The UI language names filters and the values it knows (seniority, employment type, workplace,
// distance); what the employer configured in searchOptionsMap, and data such as departments,
// show as the server sends them.
const TRANSLATED_VALUES: Record<string, string> = {
  seniority: 'search.seniority',
  employment_type: 'search.employmentType',
  work_location_option: 'search.workLocation',
};

function useFilterLabels() {
  const { t } = useTranslation();
  const format = useFormat();
  const { searchOptionsMap, searchConfig } = useBootData().configs.pcsxConfig;
  const configured = searchOptionsMap as Record<
    string,
    { displayName?: string; options?: { labelMap?: Record<string, string> } } | undefined
  >;
  return {
    filter: (name: string, fallback: string) =>
      configured[name]?.displayName ?? t(`search.filterName.${name}`, { defaultValue: fallback }),
    option: (name: string, option: { label: string; value: string }) => {
      if (configured[name]?.options?.labelMap?.[option.value]) return option.label;
      if (name === 'distance') {
        const distance = Number(option.value);
        if (!Number.isFinite(distance)) return option.label;
        if (distance === 0) return t('search.exactPlace');
        const unit = searchConfig.distance.unit === 'mi' ? 'mile' : 'kilometer';
        return t('search.withinDistance', {
          distance: format.number(distance, { style: 'unit', unit }),
        });
      }
      const prefix = TRANSLATED_VALUES[name];
      return prefix ? t(`${prefix}.${option.value}`, { defaultValue: option.label }) : option.label;
    },
  };
}
