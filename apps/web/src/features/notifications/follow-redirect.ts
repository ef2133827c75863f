import {
  NOTIFICATION_ANCHOR_INTERVAL_MS,
  NOTIFICATION_ANCHOR_TRIES,
} from '@careers/contracts/notifications';

const BASE = 'http://careers.invalid';

// A card follows its redirectUrl keeping the current query parameters. A path of ours gets the
// parameters it does not set itself; another origin's address (one the employer allowed) is left as
// it is.
export function redirectHref(redirectUrl: string, currentSearch: string): string {
  if (!redirectUrl.startsWith('/')) return redirectUrl;
  const target = new URL(redirectUrl, BASE);
  for (const [name, value] of new URLSearchParams(currentSearch)) {
    if (!target.searchParams.has(name)) target.searchParams.append(name, value);
  }
  return `${target.pathname}${target.search}${target.hash}`;
}

// The element a fragment names may appear only once its page has loaded its data;
// look for it up to 30 times, 300 ms apart, then scroll to it.
export function revealAnchor(
  hash: string,
  tries = NOTIFICATION_ANCHOR_TRIES,
  intervalMs = NOTIFICATION_ANCHOR_INTERVAL_MS,
): () => void {
  const id = decodeURIComponent(hash.replace(/^#/, ''));
  let timer: ReturnType<typeof setTimeout> | undefined;
  let left = tries;
  const look = () => {
    const element = id ? document.getElementById(id) : null;
    if (element) {
      element.scrollIntoView({ block: 'start' });
      return;
    }
    left -= 1;
    if (left > 0) timer = setTimeout(look, intervalMs);
  };
  timer = setTimeout(look, intervalMs);
  return () => {
    clearTimeout(timer);
  };
}
