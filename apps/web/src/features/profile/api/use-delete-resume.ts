import { useQueryClient } from '@tanstack/react-query';
import { deleteResumeCall, resumesCall } from '@careers/contracts/resumes';
import { callQueryKey } from '../../../shared/api/use-call-query';
import { useCallMutation } from '../../../shared/api/use-call-mutation';
import { useBootData } from '../../../shared/boot/boot-data-context';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { showToast } from '../../../shared/toasts/toast-queue';

// The answer is the list without the resume, which replaces the cached one.
export function useDeleteResume() {
  const { t } = useTranslation();
  const { domain } = useBootData();
  const queryClient = useQueryClient();
  return useCallMutation(deleteResumeCall, {
    onSuccess: (answer) => {
      queryClient.setQueryData(callQueryKey(resumesCall, { query: { domain } }), answer);
      showToast(t('resume.deleted'), { tone: 'positive' });
    },
    onError: () => {
      showToast(t('resume.deleteFailed'), { tone: 'negative' });
    },
  });
}
