import { useBootData } from '../../shared/boot/boot-data-context';
import { useLoggedInAction } from '../../shared/session/login-prompt';
import { notify } from '../../shared/toasts/toast-queue';
import { useTranslation } from '../../shared/i18n/use-translation';
import { useCreateJobAlert } from '../job-alerts/api/use-create-job-alert';
import { useSubscribeJobAlert } from '../job-alerts/api/use-subscribe-job-alert';

export type AlertSearch = { query: string; location: string; filters: Record<string, string[]> };

// A candidate saves the search they are looking at as a job alert. A visitor is asked to log in
// first; the alert is saved after login (the pending action).
export function useSaveSearchAlert() {
  const { t } = useTranslation();
  const { domain } = useBootData();
  const runLoggedIn = useLoggedInAction(['jobs']);
  const mutation = useCreateJobAlert({
    onCreated: () => {
      notify(t('jobAlerts.saved'), { tone: 'positive' });
    },
  });
  return {
    save: (search: AlertSearch) => {
      runLoggedIn(() => mutation.mutateAsync({ body: { domain, ...search } }));
    },
    isPending: mutation.isPending,
    error: mutation.error,
  };
}

// Logged out: the address gets a confirmation link first (double opt-in).
export function useSubscribeToAlert() {
  const { domain } = useBootData();
  const mutation = useSubscribeJobAlert();
  return {
    subscribe: (email: string, search: AlertSearch) => {
      mutation.mutate({ body: { domain, email, ...search } });
    },
    isPending: mutation.isPending,
    isSent: mutation.isSuccess,
    error: mutation.error,
    reset: mutation.reset,
  };
}
