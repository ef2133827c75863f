import { csrfCookieName } from '@careers/contracts/wire';

// A logged-in page carries the token in <meta name="csrf-token">; a response may rotate it. Logged
// out, the meta is empty and the token is in a readable cookie (decision 006).
const META_SELECTOR = 'meta[name="csrf-token"]';

function readCookie(name: string): string | null {
  for (const part of document.cookie.split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return decodeURIComponent(value.join('='));
  }
  return null;
}

export function readCsrfToken(): string | null {
  const fromMeta = document.querySelector<HTMLMetaElement>(META_SELECTOR)?.content;
  return fromMeta || readCookie(csrfCookieName(window.location.protocol === 'https:'));
}

export function replaceCsrfToken(token: string): void {
  let meta = document.querySelector<HTMLMetaElement>(META_SELECTOR);
  if (!meta) {
    meta = document.createElement('meta');
    meta.name = 'csrf-token';
    document.head.append(meta);
  }
  meta.content = token;
}
