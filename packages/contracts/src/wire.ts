// Names both sides use on the wire. Kept apart from the zod schemas so the web app's first
// script can import them without pulling zod in (decision 008: a small first script).
export const BOOT_DATA_ELEMENT_ID = 'boot-data';

export const HEADER_CSRF_TOKEN = 'x-csrf-token';
export const HEADER_CSRF_INVALID = 'x-csrf-invalid';
export const HEADER_LOGIN_REQUIRED = 'x-login-required';
export const HEADER_TIMEZONE = 'x-timezone';
export const HEADER_GROUP_ID = 'x-group-id';

// Decision 006: a logged-out visitor's CSRF token travels in this readable cookie (the meta tag
// is empty), so their page HTML is the same bytes for everyone and can be cached compressed.
export const CSRF_COOKIE = 'careers_csrf';
// Behind https every cookie of ours is `__Host-` (Secure, the whole site, never set by another
// host), the CSRF cookie included; the page reads it by that name there.
export const HOST_COOKIE_PREFIX = '__Host-';
export function csrfCookieName(isHttps: boolean): string {
  return isHttps ? `${HOST_COOKIE_PREFIX}${CSRF_COOKIE}` : CSRF_COOKIE;
}

// Decision 014: the answers a server-rendered page was rendered with, for the app to start from.
export const PREFETCHED_QUERIES_ELEMENT_ID = 'prefetched-queries';
