import { useQueryClient } from '@tanstack/react-query';
import { callKey } from '@careers/contracts/call';
import { matchDetailsCall } from '@careers/contracts/match-details';
import {
  profileAnalysisCall,
  profileDetailsCall,
  profileEditCall,
  type JobPreferences,
} from '@careers/contracts/profile';
import { useTranslation } from '../../shared/i18n/use-translation';
import { request } from '../../shared/api/request';
import { callQueryKey } from '../../shared/api/use-call-query';
import { useCallMutation } from '../../shared/api/use-call-mutation';
import { useBootData } from '../../shared/boot/boot-data-context';
import { showToast } from '../../shared/toasts/toast-queue';

/**
 * The candidate corrects their match where it is shown — a skill that is not theirs leaves the
 * profile, one they have joins it, their years of experience confirmed or given — and every match
 * is worked out anew.
 */
export function useMatchCorrection() {
  const { t } = useTranslation();
  const { domain } = useBootData();
  const queryClient = useQueryClient();
  return useCallMutation(profileEditCall, {
    onSuccess: async (profile) => {
      queryClient.setQueryData(callQueryKey(profileDetailsCall, { query: { domain } }), profile);
      await Promise.all(
        [matchDetailsCall, profileAnalysisCall].map((call) =>
          queryClient.invalidateQueries({ queryKey: [callKey(call)] }),
        ),
      );
    },
    onError: () => {
      showToast(t('match.correctionFailed'), { tone: 'negative' });
    },
  });
}

// The profile read fresh, for an edit that names an index or replaces a whole section.
const freshProfile = (domain: string) => request(profileDetailsCall, { query: { domain } });

// The skill's index on the profile: the match names skills, the edit takes an index.
export async function skillIndex(domain: string, skill: string): Promise<number> {
  const profile = await freshProfile(domain);
  return profile.skills.findIndex(
    (entry) => entry.toLocaleLowerCase('en') === skill.toLocaleLowerCase('en'),
  );
}

// The job preferences with the stated years (null: worked out from the jobs again).
export async function preferencesWithYears(
  domain: string,
  years: number | null,
): Promise<JobPreferences> {
  const profile = await freshProfile(domain);
  return { ...profile.jobPreferences, experienceYears: years };
}
