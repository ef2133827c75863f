import { useState } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient } from '../shared/api/query-client';
import { setRequestAlertHandler } from '../shared/api/request-alerts';
import { useBootData } from '../shared/boot/boot-data-context';
import { LoginPromptProvider } from '../shared/session/login-prompt';
import { showErrorSnack } from '../shared/toasts/toast-queue';
import { ToastRegions } from '../shared/toasts/toast-regions';
import { isShowLoginModalValue } from '../shared/url/url-params';
import { RootLayout } from './root-layout';

setRequestAlertHandler((alert) => showErrorSnack(alert.message));

// The shell's lazy root (spec 2 §2 lazy groups: navbar, login …): providers around the layout.
export function ShellRoot() {
  const { isLoggedIn } = useBootData();
  const [queryClient] = useState(() => createQueryClient(showErrorSnack));
  // spec 2 §2: show_login_modal=1|true opens the login modal on load.
  const [opensLogin] = useState(
    () =>
      !isLoggedIn &&
      isShowLoginModalValue(new URLSearchParams(window.location.search).get('show_login_modal')),
  );
  return (
    <QueryClientProvider client={queryClient}>
      <LoginPromptProvider initiallyOpen={opensLogin}>
        <RootLayout />
        <ToastRegions />
      </LoginPromptProvider>
    </QueryClientProvider>
  );
}
