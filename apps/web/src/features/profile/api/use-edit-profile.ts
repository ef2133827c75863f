import { useQueryClient } from '@tanstack/react-query';
import { callKey } from '@careers/contracts/call';
import { matchDetailsCall } from '@careers/contracts/match-details';
import {
  PROFILE_EDIT_ERROR_MS,
  profileAnalysisCall,
  profileDetailsCall,
  profileEditCall,
} from '@careers/contracts/profile';
import { RequestError } from '../../../shared/api/request-error';
import { callQueryKey } from '../../../shared/api/use-call-query';
import { useCallMutation } from '../../../shared/api/use-call-mutation';
import { useBootData } from '../../../shared/boot/boot-data-context';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { showToast } from '../../../shared/toasts/toast-queue';

/**
 * Profile edit (docs/product/profile-and-resume.md), from the profile page, a match correction or
 * onboarding: the answer is the new profile, which replaces the cached one; then the completion
 * and every match are worked out anew. A failure is said in a toast for 3 s and the caller keeps
 * its form open; a caller that says it its own way passes `onError`.
 */
export function useEditProfile(options: { onError?: (error: Error) => void } = {}) {
  const { t } = useTranslation();
  const { domain } = useBootData();
  const queryClient = useQueryClient();
  const profileToast = (error: Error) => {
    const isInvalid = error instanceof RequestError && error.status === 422;
    showToast(t(isInvalid ? 'profile.editInvalid' : 'profile.editFailed'), {
      tone: 'negative',
      timeoutMs: PROFILE_EDIT_ERROR_MS,
    });
  };
  return useCallMutation(profileEditCall, {
    onSuccess: async (profile) => {
      queryClient.setQueryData(callQueryKey(profileDetailsCall, { query: { domain } }), profile);
      await Promise.all(
        [profileAnalysisCall, matchDetailsCall].map((call) =>
          queryClient.invalidateQueries({ queryKey: [callKey(call)] }),
        ),
      );
    },
    onError: options.onError ?? profileToast,
  });
}
