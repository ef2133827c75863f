import { useSyncExternalStore } from 'react';

const neverChanges = () => () => undefined;

// False on the server and while the browser hydrates the server's HTML, true after (and from
// the start when the page renders in the browser only): a part that can only matter once the
// app runs (toasts) is left out of the server's render, which is on every page's path
// (decision 023), and hydration still matches.
export function useIsHydrated(): boolean {
  return useSyncExternalStore(
    neverChanges,
    () => true,
    () => false,
  );
}
