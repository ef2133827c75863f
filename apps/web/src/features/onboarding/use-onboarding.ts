import { createJobAlertCall } from '@careers/contracts/job-alerts';
import { onboardingCall } from '@careers/contracts/shell';
import {
  profileDetailsCall,
  profileEditCall,
  type JobPreferences,
} from '@careers/contracts/profile';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../shared/api/request';
import { callQueryKey, useCallQuery } from '../../shared/api/use-call-query';
import { useCallMutation } from '../../shared/api/use-call-mutation';
import { useBootData } from '../../shared/boot/boot-data-context';
import { goTo } from '../../shared/session/reload';
import { useInternalLink } from '../../shared/url/use-internal-link';

export function useOnboardingProfile() {
  const { domain } = useBootData();
  return useCallQuery(profileDetailsCall, { query: { domain } }, { meta: { silent: true } });
}

// Step 2: what the candidate looks for, kept with the rest of their job preferences.
export function useSavePreferences() {
  const { domain } = useBootData();
  const queryClient = useQueryClient();
  return useCallMutation(profileEditCall, {
    onSuccess: (profile) => {
      queryClient.setQueryData(callQueryKey(profileDetailsCall, { query: { domain } }), profile);
    },
  });
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
  return useMutation({
    mutationFn: async (alert: OnboardingAlert) => {
      if (alert) await request(createJobAlertCall, { body: { domain, ...alert, filters: {} } });
      await request(onboardingCall, { body: { domain } });
      return alert;
    },
    onSuccess: (alert) => {
      goTo(link('/careers', alert ? { query: alert.query, location: alert.location } : {}));
    },
  });
}
