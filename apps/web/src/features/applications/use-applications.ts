import { useQueryClient } from '@tanstack/react-query';
import {
  dashboardApplicationsCall,
  deleteDraftApplicationCall,
  draftApplicationsCall,
  withdrawApplicationCall,
} from '@careers/contracts/applications';
import { callKey } from '@careers/contracts/call';
import type { CallResponse } from '@careers/contracts/call';
import { callQueryKey, useCallQuery } from '../../shared/api/use-call-query';
import { useCallMutation } from '../../shared/api/use-call-mutation';
import { useBootData } from '../../shared/boot/boot-data-context';
import { showToast } from '../../shared/toasts/toast-queue';
import { useTranslation } from '../../shared/i18n/use-translation';

// The candidate's applications and drafts, and deleting a draft (docs/product/dashboard.md,
// docs/product/apply-and-drafts.md).

export function useApplications() {
  const { domain } = useBootData();
  return useCallQuery(dashboardApplicationsCall, { query: { domain } });
}

export function useDraftApplications() {
  const { domain } = useBootData();
  return useCallQuery(draftApplicationsCall, { query: { domain } });
}

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

// Withdraw an open application; the lists are read again once it is done.
export function useWithdrawApplication(onWithdrawn: () => void) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return useCallMutation(withdrawApplicationCall, {
    onSuccess: async () => {
      onWithdrawn();
      showToast(t('applications.withdrawn'), { tone: 'positive' });
      await queryClient.invalidateQueries({ queryKey: [callKey(dashboardApplicationsCall)] });
    },
  });
}
