import type { JobPreferences, Profile } from '@careers/contracts/profile';
import { useTranslation } from '../../shared/i18n/use-translation';
import { showToast } from '../../shared/toasts/toast-queue';
import { useEditProfile } from '../profile/api/use-edit-profile';

/**
 * The candidate corrects their match where it is shown — a skill that is not theirs leaves the
 * profile, one they have joins it, their years of experience confirmed or given — and every match
 * is worked out anew (the profile's edit hook reads them again).
 */
export function useMatchCorrection() {
  const { t } = useTranslation();
  return useEditProfile({
    onError: () => {
      showToast(t('match.correctionFailed'), { tone: 'negative' });
    },
  });
}

// The skill's index on the profile (read fresh): the match names skills, the edit takes an index.
export function skillIndex(profile: Profile, skill: string): number {
  return profile.skills.findIndex(
    (entry) => entry.toLocaleLowerCase('en') === skill.toLocaleLowerCase('en'),
  );
}

// The job preferences with the stated years (null: worked out from the jobs again).
export function preferencesWithYears(profile: Profile, years: number | null): JobPreferences {
  return { ...profile.jobPreferences, experienceYears: years };
}
