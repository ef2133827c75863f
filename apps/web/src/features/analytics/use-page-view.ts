import { useEffect } from 'react';
import type { PageId } from '@careers/contracts/pages';
import { sendVslog } from './send-vslog';

// spec 2 §9: the page event is sent 1 s after the page loads.
export const PAGE_VIEW_DELAY_MS = 1000;

// spec 1 §5: a position id is the part before the first hyphen, if numeric.
export function positionIdOf(value: string | null | undefined): string | null {
  const head = value?.split('-')[0];
  return head && /^\d+$/.test(head) ? head : null;
}

export type PageViewInput = {
  domain: string;
  pageId: PageId | null;
  locationKey: string;
  path: string;
  pid: string | null;
};

export function usePageView({ domain, pageId, locationKey, path, pid }: PageViewInput): void {
  useEffect(() => {
    const timer = window.setTimeout(() => {
      void sendVslog(
        {
          namespace: 'page_analytics',
          event: 'page_view',
          data: { pageId, path, referrer: document.referrer },
        },
        { domain, pid: positionIdOf(pid) },
      );
    }, PAGE_VIEW_DELAY_MS);
    return () => {
      window.clearTimeout(timer);
    };
    // One event per page load: the location key changes on every navigation.
  }, [locationKey]); // eslint-disable-line react-hooks/exhaustive-deps
}
