import { JSDOM } from 'jsdom';

// Imported first by the jsdom benchmarks, for its side effects: React reads NODE_ENV when it is
// first loaded and React DOM looks for `window` and `document` then, so both must come before.

// React's production build, as a page ships it: the command sets NODE_ENV (React is loaded by
// the JSX runtime before any code of ours runs).
if (process.env.NODE_ENV !== 'production') {
  console.error(`NODE_ENV is "${process.env.NODE_ENV}": run with NODE_ENV=production.`);
  process.exit(1);
}

const dom = new JSDOM('<!doctype html><html lang="en"><body></body></html>', {
  url: 'http://localhost/',
  pretendToBeVisual: true,
});
const { window } = dom;

// `window`, `document`, `navigator` (Node 21+ has its own), then every window property Node does
// not have itself (HTMLElement, Event, getComputedStyle, …), as the test environment does.
for (const [key, value] of Object.entries({ window, document: window.document })) {
  Object.defineProperty(globalThis, key, { configurable: true, writable: true, value });
}
Object.defineProperty(globalThis, 'navigator', { configurable: true, value: window.navigator });
for (const key of Object.getOwnPropertyNames(window)) {
  if (key in globalThis) continue;
  Object.defineProperty(globalThis, key, {
    configurable: true,
    get: () => (window as unknown as Record<string, unknown>)[key],
  });
}

export const browserWindow = window;
