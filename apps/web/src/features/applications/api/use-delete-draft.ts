import { useQueryClient } from '@tanstack/react-query';
import { deleteDraftApplicationCall, draftApplicationsCall } from '@careers/contracts/applications';
import type { CallResponse } from '@careers/contracts/call';
import { callQueryKey } from '../../../shared/api/use-call-query';
import { useCallMutation } from '../../../shared/api/use-call-mutation';
import { useBootData } from '../../../shared/boot/boot-data-context';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { showToast } from '../../../shared/toasts/toast-queue';

type Drafts = CallResponse<typeof draftApplicationsCall>;

// Removed at once; put back, with 'Failed to delete draft application', if the server refuses
// (docs/product/apply-and-drafts.md).
export function useDeleteDraft() {
  const { t } = useTranslation();
  const { domain } = useBootData();
  const queryClient = useQueryClient();
  const key = callQueryKey(draftApplicationsCall, { query: { domain } });
  return useCallMutation(deleteDraftApplicationCall, {
    onMutate: async (input) => {
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData<Drafts>(key);
      const [removed] = input.body.positionIds;
      queryClient.setQueryData<Drafts>(key, (drafts) =>
        drafts
          ? {
              draftApplications: drafts.draftApplications.filter(
                (draft) => String(draft.positionId) !== removed,
              ),
            }
          : drafts,
      );
      return { before };
    },
    onError: (_error, _input, context) => {
      const before = (context as { before?: Drafts } | undefined)?.before;
      if (before) queryClient.setQueryData(key, before);
      showToast(t('applications.deleteDraftFailed'), { tone: 'negative' });
    },
    onSuccess: () => {
      showToast(t('applications.deletedDraft'), { tone: 'positive' });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}
