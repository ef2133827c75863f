import { useEffect, useRef, useState } from 'react';
import { NavigationType, useNavigationType } from 'react-router';
import { wasStartedLate } from '../../shared/boot/app-start';
import { PAGE_VIEW_DELAY_MS, sendPageView, type PageView } from './page-view';

export type PageViewInput = PageView & { locationKey: string };

export function usePageView({ locationKey, ...view }: PageViewInput): void {
  const navigationType = useNavigationType();
  // Decision 021: when the app started late the entry counted the page the visitor landed on;
  // that view lasts until they go somewhere (the app's own replaces, such as the first result's
  // pid, fill it in).
  const [landingKey] = useState(locationKey);
  const isLandingView = useRef(wasStartedLate());
  useEffect(() => {
    if (isLandingView.current) {
      if (locationKey === landingKey || navigationType === NavigationType.Replace) return;
      isLandingView.current = false;
    }
    const timer = window.setTimeout(() => {
      void sendPageView(view);
    }, PAGE_VIEW_DELAY_MS);
    return () => {
      window.clearTimeout(timer);
    };
    // One event per page load: the location key changes on every navigation.
  }, [locationKey]); // eslint-disable-line react-hooks/exhaustive-deps
}
