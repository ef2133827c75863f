import type { ReactElement } from 'react';
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import { browserWindow } from './browser-globals';
import { percentile } from './report';

// Timing React work in jsdom (bench/lib/browser-globals.ts): a mount from the render call to the
// committed DOM, and a keystroke from the event to what it leaves behind.

export type Mounted = { root: Root; container: HTMLElement; ms: number };

export function mount(element: ReactElement): Mounted {
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  const start = performance.now();
  flushSync(() => {
    root.render(element);
  });
  return { root, container, ms: performance.now() - start };
}

export function unmount({ root, container }: Mounted): void {
  root.unmount();
  container.remove();
}

/** Two turns of the event loop: whatever React or a library left for later runs in them. */
export async function idle(): Promise<void> {
  for (let turn = 0; turn < 2; turn += 1) await new Promise((resolve) => setImmediate(resolve));
}

/** A browser's keystroke: the new value, then a bubbling `input` (React's onChange). */
export function typeInto(input: HTMLInputElement, value: string): void {
  Reflect.set(browserWindow.HTMLInputElement.prototype, 'value', value, input);
  input.dispatchEvent(new browserWindow.Event('input', { bubbles: true }));
  // Commits anything React still holds (a controlled input commits before the event returns).
  flushSync(() => undefined);
}

export type Sample = { event: number; flush: number; total: number; settle: number };

/**
 * One keystroke, timed: the event until React has committed; then `afterwards` (the toolkit's
 * debounced work, run at once) and what it renders; `settle` is what runs after that until the
 * event loop is idle.
 */
export async function timedKeystroke(
  input: HTMLInputElement,
  value: string,
  afterwards?: () => void,
): Promise<Sample> {
  const start = performance.now();
  typeInto(input, value);
  const typed = performance.now();
  if (afterwards) flushSync(afterwards);
  const end = performance.now();
  await idle();
  return {
    event: typed - start,
    flush: end - typed,
    total: end - start,
    settle: performance.now() - end,
  };
}

export type Summary = { p50: number; p95: number; mean: number; max: number };

export function summarize(values: readonly number[]): Summary {
  const sorted = [...values].sort((a, b) => a - b);
  return {
    p50: percentile(sorted, 0.5),
    p95: percentile(sorted, 0.95),
    mean: sorted.reduce((sum, value) => sum + value, 0) / sorted.length,
    max: sorted[sorted.length - 1] ?? Number.NaN,
  };
}
