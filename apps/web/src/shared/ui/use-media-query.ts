import { useSyncExternalStore } from 'react';

// Whether a CSS media query matches, kept in step as the window changes.
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => {
        list.removeEventListener('change', onChange);
      };
    },
    () => window.matchMedia(query).matches,
    () => false,
  );
}

// Below Tailwind's md breakpoint the search page shows the list or the detail, not both.
export const PHONE_QUERY = '(max-width: 767px)';
