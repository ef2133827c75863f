import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { afterEach } from 'vitest';
import { loadFormsCatalog } from './i18n/forms-namespace';

// jsdom has no scrolling, no media queries and no ResizeObserver; the layouts use all three.
window.scrollTo = () => undefined;
Element.prototype.scrollIntoView = () => undefined;
window.matchMedia = (query: string) =>
  ({
    matches: false,
    media: query,
    onchange: null,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  }) as unknown as MediaQueryList;
window.ResizeObserver = class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

configure({ asyncUtilTimeout: 5_000 });

await i18next.use(initReactI18next).init({
  lng: 'en',
  fallbackLng: 'en',
  interpolation: { escapeValue: false },
  react: { useSuspense: false },
  resources: {},
});
await loadFormsCatalog(i18next, 'en');

afterEach(() => {
  cleanup();
});
