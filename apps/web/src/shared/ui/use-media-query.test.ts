import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RESIZE_DEBOUNCE_MS, useMediaQuery } from './use-media-query';

// A window whose width the test sets; the list answers like a real MediaQueryList.
function fakeWindowWidth(initial: number) {
  let width = initial;
  const listeners = new Set<() => void>();
  window.matchMedia = (query: string) => {
    const max = Number(/max-width:\s*(\d+)px/.exec(query)?.[1]);
    return {
      get matches() {
        return width <= max;
      },
      media: query,
      addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
      removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
    } as unknown as MediaQueryList;
  };
  return (next: number) => {
    width = next;
    for (const listener of listeners) listener();
  };
}

const original = window.matchMedia.bind(window);

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
  window.matchMedia = original;
});

describe('useMediaQuery', () => {
  it('answers at once on first use', () => {
    fakeWindowWidth(390);
    const { result } = renderHook(() => useMediaQuery('(max-width: 992px)'));
    expect(result.current).toBe(true);
  });

  it('follows a width change only once it has settled for 250 ms', () => {
    expect(RESIZE_DEBOUNCE_MS).toBe(250);
    const resize = fakeWindowWidth(1280);
    const { result } = renderHook(() => useMediaQuery('(max-width: 992px)'));
    expect(result.current).toBe(false);

    act(() => {
      resize(900);
      vi.advanceTimersByTime(200);
      resize(800); // still dragging: the wait starts again
      vi.advanceTimersByTime(249);
    });
    expect(result.current).toBe(false);

    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(result.current).toBe(true);
  });

  it('does not react after unmounting', () => {
    const resize = fakeWindowWidth(1280);
    const { unmount } = renderHook(() => useMediaQuery('(max-width: 992px)'));
    unmount();
    resize(390);
    expect(vi.getTimerCount()).toBe(0);
  });
});
