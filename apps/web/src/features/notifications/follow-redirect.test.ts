import { afterEach, describe, expect, it, vi } from 'vitest';
import { redirectHref, revealAnchor } from './follow-redirect';

describe('redirectHref', () => {
  it('keeps the current query parameters that the redirect does not set', () => {
    expect(redirectHref('/careers/offers', '?domain=northwind.example&hl=de')).toBe(
      '/careers/offers?domain=northwind.example&hl=de',
    );
    expect(redirectHref('/careers?query=nurse#top', '?query=chef&hl=ar')).toBe(
      '/careers?query=nurse&hl=ar#top',
    );
  });

  it('leaves an allowed other origin alone', () => {
    expect(redirectHref('https://calendar.example/i/1', '?hl=de')).toBe(
      'https://calendar.example/i/1',
    );
  });
});

describe('revealAnchor', () => {
  afterEach(() => {
    vi.useRealTimers();
    document.body.innerHTML = '';
  });

  it('looks for the element 30 times, 300 ms apart, and scrolls to it when it appears', () => {
    vi.useFakeTimers();
    const scrolled = vi.fn();
    revealAnchor('#later');
    vi.advanceTimersByTime(300 * 10);
    const element = document.createElement('section');
    element.id = 'later';
    element.scrollIntoView = scrolled;
    document.body.append(element);
    vi.advanceTimersByTime(300);
    expect(scrolled).toHaveBeenCalledOnce();
  });

  it('gives up after 30 tries', () => {
    vi.useFakeTimers();
    const spy = vi.spyOn(document, 'getElementById');
    revealAnchor('#never');
    vi.advanceTimersByTime(300 * 40);
    expect(spy).toHaveBeenCalledTimes(30);
  });
});
