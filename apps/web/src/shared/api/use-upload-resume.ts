import { useQueryClient } from '@tanstack/react-query';
import { callKey } from '@careers/contracts/call';
import { matchDetailsCall } from '@careers/contracts/match-details';
import { profileAnalysisCall, profileDetailsCall, type Profile } from '@careers/contracts/profile';
import { resumesCall, uploadResumeCall } from '@careers/contracts/resumes';
import { positionDetailsCall, searchCall } from '@careers/contracts/search';
import { callQueryKey } from './use-call-query';
import { useCallMutation } from './use-call-mutation';
import { useBootData } from '../boot/boot-data-context';

/**
 * Resume upload, after the confirmation: send the file; then the profile is updated, the search
 * refreshed, the open position reloaded (its match too) and the resume list refreshed. Filling an
 * empty search location from the candidate is the search page's part, through `onUploaded`.
 * Here rather than in a feature: its button (shared/resume/resume-upload-button.tsx) is on the
 * profile, the search page, the chat and onboarding alike.
 */
export function useUploadResume(onUploaded?: (candidate: Profile) => void) {
  const { domain } = useBootData();
  const queryClient = useQueryClient();
  return useCallMutation(uploadResumeCall, {
    onSuccess: async ({ candidate }) => {
      queryClient.setQueryData(callQueryKey(profileDetailsCall, { query: { domain } }), candidate);
      onUploaded?.(candidate);
      await Promise.all(
        [profileAnalysisCall, searchCall, positionDetailsCall, matchDetailsCall, resumesCall].map(
          (call) => queryClient.invalidateQueries({ queryKey: [callKey(call)] }),
        ),
      );
    },
  });
}
