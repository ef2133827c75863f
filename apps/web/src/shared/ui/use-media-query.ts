import { useMemo, useSyncExternalStore } from 'react';

// Every layout that follows the window's width in JS does so through useMediaQuery, and reacts
// once the width has settled for this long (docs/product/shell-and-gates.md, "Width").
export const RESIZE_DEBOUNCE_MS = 250;

// The query's answer as last settled: read at once on first use, then only RESIZE_DEBOUNCE_MS
// after the last change, so dragging a window's edge re-lays the page out once, not per frame.
function settledMediaQuery(query: string) {
  let settled: boolean | null = null;
  return {
    getSnapshot: (): boolean => {
      settled ??= window.matchMedia(query).matches;
      return settled;
    },
    subscribe: (onChange: () => void): (() => void) => {
      const list = window.matchMedia(query);
      let timer: ReturnType<typeof setTimeout> | undefined;
      const onListChange = () => {
        clearTimeout(timer);
        timer = setTimeout(() => {
          settled = list.matches;
          onChange();
        }, RESIZE_DEBOUNCE_MS);
      };
      list.addEventListener('change', onListChange);
      // The window may have changed between the first read and now.
      if (settled !== null && list.matches !== settled) onListChange();
      return () => {
        clearTimeout(timer);
        list.removeEventListener('change', onListChange);
      };
    },
  };
}

// Whether a CSS media query matches, kept in step as the window changes (debounced).
export function useMediaQuery(query: string): boolean {
  const store = useMemo(() => settledMediaQuery(query), [query]);
  return useSyncExternalStore(store.subscribe, store.getSnapshot, () => false);
}

// Below Tailwind's md breakpoint the search page shows the list or the detail, not both.
export const PHONE_QUERY = '(max-width: 767px)';
