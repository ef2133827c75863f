// A notification leads to a page of ours, or off our origin only to an address the employer
// allowed (notificationsConfig.allowedRedirectOrigins).
const BASE = 'http://careers.invalid';

export function isAllowedRedirectUrl(url: string, allowedOrigins: readonly string[]): boolean {
  if (url.startsWith('/')) {
    // "//host" and "/\host" are other origins to a browser.
    if (url.startsWith('//') || url.startsWith('/\\')) return false;
    try {
      return new URL(url, BASE).origin === BASE;
    } catch {
      return false;
    }
  }
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return false;
  return allowedOrigins.some((origin) => safeOrigin(origin) === parsed.origin);
}

function safeOrigin(url: string): string | null {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

// An absolute address for a mail: our paths on the site's public origin, within the group.
export function absoluteSiteUrl(url: string, origin: string, domain: string): string {
  const absolute = new URL(url, origin);
  if (absolute.origin === origin && !absolute.searchParams.has('domain')) {
    absolute.searchParams.set('domain', domain);
  }
  return absolute.toString();
}
