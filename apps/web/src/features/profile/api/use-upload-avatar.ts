import { useQueryClient } from '@tanstack/react-query';
import { profileDetailsCall, uploadAvatarCall } from '@careers/contracts/profile';
import { callQueryKey } from '../../../shared/api/use-call-query';
import { useCallMutation } from '../../../shared/api/use-call-mutation';
import { useBootData } from '../../../shared/boot/boot-data-context';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { showToast } from '../../../shared/toasts/toast-queue';

// The answer is the profile with its new photo, which replaces the cached one.
export function useUploadAvatar() {
  const { t } = useTranslation();
  const { domain } = useBootData();
  const queryClient = useQueryClient();
  return useCallMutation(uploadAvatarCall, {
    onSuccess: (profile) => {
      queryClient.setQueryData(callQueryKey(profileDetailsCall, { query: { domain } }), profile);
    },
    onError: (error) => {
      showToast(error.message || t('profile.photo.failed'), { tone: 'negative' });
    },
  });
}
