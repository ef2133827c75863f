import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { initI18n, loadWholeLanguages } from './shared/i18n/i18n';
import { catalogFor } from './shared/i18n/whole-catalogs';

// Tests of server rendering (decision 014) run in Node, with no DOM to prepare.
if (typeof window !== 'undefined') {
  // jsdom has no scrolling; the shell scrolls to the top on every page load.
  window.scrollTo = () => undefined;

  // jsdom has no media queries: every query reads as not matching (a wide screen). Only the
  // listener methods the app uses are there.
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }) as unknown as MediaQueryList;

  // Lazy chunks load on first use; the first test of a file pays for the transform.
  configure({ asyncUtilTimeout: 15_000 });

  // Tests render any component alone, so every area's texts are there from the start.
  loadWholeLanguages(catalogFor);
  await initI18n('en');
}

afterEach(() => {
  cleanup();
});
