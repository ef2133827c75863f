import { useCallback, useEffect, useState } from 'react';
import type { CallResponse } from '@careers/contracts/call';
import { autocompleteCall } from '@careers/contracts/search';
import { request } from '../../../shared/api/request';
import { useCallQuery } from '../../../shared/api/use-call-query';
import { useBootData } from '../../../shared/boot/boot-data-context';
import { STALE_TIME } from '../../../shared/api/stale-times';

// Autocomplete (docs/product/search.md): trimmed, debounced 500 ms, fetched only from the minimum
// length, answers kept 2 minutes. Only for text the candidate typed: not for the query or place a
// page opened with, nor for the map's and the browser's own place words.
const AUTOCOMPLETE_DEBOUNCE_MS = 500;
const RESERVED_PLACES = ['map area', 'map location', 'current location'];

function useDebounced<T>(value: T, delayMs: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => {
      setDebounced(value);
    }, delayMs);
    return () => {
      clearTimeout(timer);
    };
  }, [value, delayMs]);
  return debounced;
}

export function useAutocomplete(text: string, field: 'query' | 'location') {
  const { domain, configs } = useBootData();
  const minLength = configs.pcsxConfig.searchConfig.autocomplete.minLength;
  const query = useDebounced(text.trim(), AUTOCOMPLETE_DEBOUNCE_MS);
  // Typed once the text differs from what the box opened with; it stays typed after.
  const [opened] = useState(text);
  const [typedBefore, setTypedBefore] = useState(false);
  const typed = typedBefore || text !== opened;
  if (typed && !typedBefore) setTypedBefore(true);
  const enabled =
    typed &&
    query.length >= minLength &&
    query === text.trim() &&
    !(field === 'location' && RESERVED_PLACES.includes(query.toLowerCase()));
  const result = useCallQuery(
    autocompleteCall,
    { query: { domain, query, field } },
    {
      enabled,
      staleTime: STALE_TIME.twoMinutes,
      gcTime: STALE_TIME.twoMinutes,
      retry: false,
      // Shown under the box (the autocomplete error).
      meta: { silent: true },
    },
  );
  return {
    suggestions: enabled ? (result.data?.suggestions ?? []) : [],
    isLoading: enabled && result.isFetching,
    error: enabled ? result.error : null,
  };
}

export type Suggestion = CallResponse<typeof autocompleteCall>['suggestions'][number];

// The same call asked once, outside the search box and its cache: the stored forms' skill search
// (shared/forms/forms-host.ts) answers from the positions' skills through it.
export function useFetchSuggestions(): (text: string) => Promise<Suggestion[]> {
  const { domain } = useBootData();
  return useCallback(
    async (text) => {
      const { suggestions } = await request(autocompleteCall, {
        query: { domain, query: text, field: 'query' },
      });
      return suggestions;
    },
    [domain],
  );
}
