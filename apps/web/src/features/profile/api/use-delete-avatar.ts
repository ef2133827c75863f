import { useQueryClient } from '@tanstack/react-query';
import { deleteAvatarCall, profileDetailsCall } from '@careers/contracts/profile';
import { callQueryKey } from '../../../shared/api/use-call-query';
import { useCallMutation } from '../../../shared/api/use-call-mutation';
import { useBootData } from '../../../shared/boot/boot-data-context';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { showToast } from '../../../shared/toasts/toast-queue';

// The answer is the profile without its photo, which replaces the cached one.
export function useDeleteAvatar() {
  const { t } = useTranslation();
  const { domain } = useBootData();
  const queryClient = useQueryClient();
  return useCallMutation(deleteAvatarCall, {
    onSuccess: (profile) => {
      queryClient.setQueryData(callQueryKey(profileDetailsCall, { query: { domain } }), profile);
    },
    onError: (error) => {
      showToast(error.message || t('profile.photo.failed'), { tone: 'negative' });
    },
  });
}
