import type { BootData } from '@careers/contracts/boot';
import { readPrefetchedState } from '../shared/api/prefetched-state';
import { isShowLoginModalValue } from '../shared/url/url-params';

// Decision 021: the pages whose app starts at load rather than on a person's first sign. A
// server-rendered page for a logged-out visitor is whole without the app (links are links, the
// search is a GET form); any of these shows or does something only the app can.
export function needsAppAtOnce(
  boot: BootData,
  root: HTMLElement,
  url: URL = new URL(window.location.href),
): boolean {
  // Rendered in the browser: the page is empty until the app draws it.
  if (root.firstElementChild === null) return true;
  // Logged in: the bell, the job cart, the match, the terms and onboarding gates are live parts.
  if (boot.isLoggedIn || boot.themeBuilderUser) return true;
  // show_login_modal: the login modal opens on load.
  if (isShowLoginModalValue(url.searchParams.get('show_login_modal'))) return true;
  // A call the server rendered the page with failed: the app tells the visitor (a toast) and
  // offers to retry.
  return readPrefetchedState(root.ownerDocument).queries.some((query) => query.error !== undefined);
}
