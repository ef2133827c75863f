import { useEffect } from 'react';
import type { PageId } from '@careers/contracts/pages';
import { sendPageLoadTiming, startCallLatencyMetrics } from './performance-metrics';

// The shell's performance metrics: the first page's load timing and every call's latency.
export function usePerformanceMetrics(domain: string, pageId: PageId | null): void {
  useEffect(() => {
    sendPageLoadTiming(domain, pageId);
    // Only the page the browser loaded has load timing; later pages are the app's own.
  }, []); // eslint-disable-line react-hooks/exhaustive-deps
  useEffect(() => startCallLatencyMetrics(domain), [domain]);
}
