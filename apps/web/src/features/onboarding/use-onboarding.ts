import { useMutation } from '@tanstack/react-query';
import type { JobPreferences } from '@careers/contracts/profile';
import { useBootData } from '../../shared/boot/boot-data-context';
import { goTo } from '../../shared/session/reload';
import { useInternalLink } from '../../shared/url/use-internal-link';
import { useCreateJobAlert } from '../job-alerts/api/use-create-job-alert';
import { useEditProfile } from '../profile/api/use-edit-profile';
import { useCompleteOnboarding } from '../shell/api/use-complete-onboarding';

// Onboarding owns no call: it goes through the profile's, the job alerts' and the shell's hooks.

// Step 2: what the candidate looks for, kept with the rest of their job preferences. The step
// shows a failure under its form.
export function useSavePreferences() {
  return useEditProfile({ onError: () => undefined });
}

export const preferencesEdit = (domain: string, preferences: JobPreferences) =>
  ({
    body: {
      domain,
      opSection: 'job_preferences',
      operation: 'edit',
      opData: { value: preferences },
    },
  }) as const;

export type OnboardingAlert = { query: string; location: string } | null;

/**
 * The last step: the job alert if the candidate wants one, then onboarding is complete
 * (onboardingData.isOnboarded) and the candidate lands on the jobs they asked for — a new page,
 * since boot data changes only with one.
 */
export function useFinishOnboarding() {
  const { domain } = useBootData();
  const link = useInternalLink();
  const createAlert = useCreateJobAlert();
  const completeOnboarding = useCompleteOnboarding();
  return useMutation({
    mutationFn: async (alert: OnboardingAlert) => {
      if (alert) await createAlert.mutateAsync({ body: { domain, ...alert, filters: {} } });
      await completeOnboarding.mutateAsync({ body: { domain } });
      return alert;
    },
    onSuccess: (alert) => {
      goTo(link('/careers', alert ? { query: alert.query, location: alert.location } : {}));
    },
  });
}
