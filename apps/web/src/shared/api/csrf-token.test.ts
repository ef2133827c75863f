import { afterEach, describe, expect, it } from 'vitest';
import { readCsrfToken, replaceCsrfToken } from './csrf-token';

afterEach(() => {
  document.head.innerHTML = '';
  document.cookie = 'careers_csrf=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
});

describe('CSRF token', () => {
  it('reads the logged-in token from the meta tag first', () => {
    document.head.innerHTML = '<meta name="csrf-token" content="session-token">';
    document.cookie = 'careers_csrf=visitor-token; path=/';
    expect(readCsrfToken()).toBe('session-token');
  });

  it('falls back to the visitor cookie when the meta tag is empty', () => {
    document.head.innerHTML = '<meta name="csrf-token" content="">';
    document.cookie = 'other=1; path=/';
    document.cookie = 'careers_csrf=visitor-token; path=/';
    expect(readCsrfToken()).toBe('visitor-token');
  });

  it('takes a rotated token over the cookie', () => {
    document.head.innerHTML = '<meta name="csrf-token" content="">';
    document.cookie = 'careers_csrf=visitor-token; path=/';
    replaceCsrfToken('rotated');
    expect(readCsrfToken()).toBe('rotated');
  });
});
