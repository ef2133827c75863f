import { useEffect, useState } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient, seedQueryClient } from '../shared/api/query-client';
import { usePrefetchedQueries } from '../shared/api/prefetched-queries';
import { setRequestAlertHandler } from '../shared/api/request-alerts';
import { markAppReady } from '../shared/boot/app-start';
import { useBootData } from '../shared/boot/boot-data-context';
import { reportFetchFailure } from '../features/analytics/report-fetch-failure';
import { LoginPromptProvider } from '../shared/session/login-prompt';
import { showErrorSnack } from '../shared/toasts/toast-queue';
import { ToastRegions } from '../shared/toasts/toast-regions';
import { isShowLoginModalValue } from '../shared/url/url-params';
import { useLocation } from 'react-router';
import { RootLayout } from './root-layout';

// The shell's lazy root (its lazy group: navbar, login …): providers around the layout.
export function ShellRoot() {
  const { isLoggedIn, domain } = useBootData();
  const { search } = useLocation();
  // A visitor who never logged in has no session to time out: a call that needs one asks them
  // to log in where it is made (the forms view, a protected action), without the alert.
  useState(() => {
    setRequestAlertHandler((alert) => {
      if (alert.kind === 'sessionTimeout' && !isLoggedIn) return;
      showErrorSnack(alert.message);
    });
    return null;
  });
  const prefetched = usePrefetchedQueries();
  const [queryClient] = useState(() => {
    const client = createQueryClient(showErrorSnack, (failure) => {
      reportFetchFailure(failure, domain);
    });
    seedQueryClient(client, prefetched);
    return client;
  });
  // show_login_modal=1|true opens the login modal on load.
  const [opensLogin] = useState(
    () => !isLoggedIn && isShowLoginModalValue(new URLSearchParams(search).get('show_login_modal')),
  );
  // The page runs: server-rendered HTML is now the app (decision 014). Tests wait for it, and
  // the entry replays what a person did before it (decision 021).
  useEffect(() => {
    markAppReady();
  }, []);
  return (
    <QueryClientProvider client={queryClient}>
      <LoginPromptProvider initiallyOpen={opensLogin}>
        <RootLayout />
        <ToastRegions />
      </LoginPromptProvider>
    </QueryClientProvider>
  );
}
