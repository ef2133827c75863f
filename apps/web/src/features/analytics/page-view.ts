import type { PageId } from '@careers/contracts/pages';
import { sendVslog } from './send-vslog';

// The page event is sent 1 s after the page loads (docs/product/shell-and-gates.md).
export const PAGE_VIEW_DELAY_MS = 1000;

// A position id is the part before the first hyphen, if numeric (docs/product/job-pages.md).
export function positionIdOf(value: string | null | undefined): string | null {
  const head = value?.split('-')[0];
  return head && /^\d+$/.test(head) ? head : null;
}

export type PageView = { domain: string; pageId: PageId | null; path: string; pid: string | null };

export function sendPageView({ domain, pageId, path, pid }: PageView): Promise<void> {
  return sendVslog(
    {
      namespace: 'page_analytics',
      event: 'page_view',
      data: { pageId, path, referrer: document.referrer },
    },
    { domain, pid: positionIdOf(pid) },
  );
}

// Decision 021: the view of a page whose app starts late, sent by the entry as the app would
// send it, from the address the visitor landed on; the app skips it (usePageView). The page id
// is the one the server matched and put in the boot data, so the entry carries no route table;
// a job page's position is the last part of its path (`/careers/job/:pid`).
export function sendFirstPageView(
  { domain, pageId }: { domain: string; pageId: PageId | null },
  location: Location = window.location,
): void {
  const pathPid = pageId === 'singlePosition' ? location.pathname.split('/').pop() : null;
  void sendPageView({
    domain,
    pageId,
    path: location.pathname,
    pid: new URLSearchParams(location.search).get('pid') ?? pathPid ?? null,
  });
}
