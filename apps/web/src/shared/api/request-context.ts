// The group every call belongs to (decision 001 §2), set once from boot data.
let groupId: string | null = null;

export function setRequestGroup(domain: string): void {
  groupId = domain;
}

export function requestGroup(): string | null {
  return groupId;
}

export function browserTimezone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}

// A pdf_server_token on the page URL is carried onto same-origin calls.
export function pageTokenFor(url: URL): string | null {
  if (url.origin !== window.location.origin) return null;
  return new URLSearchParams(window.location.search).get('pdf_server_token');
}
