import { useQueryClient } from '@tanstack/react-query';
import { callKey } from '@careers/contracts/call';
import {
  PROFILE_EDIT_ERROR_MS,
  profileAnalysisCall,
  profileDetailsCall,
  profileEditCall,
} from '@careers/contracts/profile';
import { useTranslation } from '../../shared/i18n/use-translation';
import { RequestError } from '../../shared/api/request-error';
import { callQueryKey, useCallQuery } from '../../shared/api/use-call-query';
import { useCallMutation } from '../../shared/api/use-call-mutation';
import { useBootData } from '../../shared/boot/boot-data-context';
import { showToast } from '../../shared/toasts/toast-queue';

// GET /api/pcsx/profile_details. The page shows its own failure.
export function useProfile() {
  const { domain } = useBootData();
  return useCallQuery(profileDetailsCall, { query: { domain } }, { meta: { silent: true } });
}

// GET /api/pcsx/profile_analysis: completion and what is missing.
export function useProfileAnalysis() {
  const { domain } = useBootData();
  return useCallQuery(profileAnalysisCall, { query: { domain } }, { meta: { silent: true } });
}

/**
 * Profile edit (docs/product/profile-and-resume.md): the answer is the new profile, which replaces
 * the cached one; then the completion is reloaded. A failure is said in a toast for 3 s and the
 * caller keeps its form open.
 */
export function useEditProfile() {
  const { t } = useTranslation();
  const { domain } = useBootData();
  const queryClient = useQueryClient();
  return useCallMutation(profileEditCall, {
    onSuccess: async (profile) => {
      queryClient.setQueryData(callQueryKey(profileDetailsCall, { query: { domain } }), profile);
      await queryClient.invalidateQueries({ queryKey: [callKey(profileAnalysisCall)] });
    },
    onError: (error) => {
      const isInvalid = error instanceof RequestError && error.status === 422;
      showToast(t(isInvalid ? 'profile.editInvalid' : 'profile.editFailed'), {
        tone: 'negative',
        timeoutMs: PROFILE_EDIT_ERROR_MS,
      });
    },
  });
}
