import { applyCall, submitApplicationCall } from '@careers/contracts/applications';
import { useCallMutation } from '../../shared/api/use-call-mutation';
import { useCallQuery } from '../../shared/api/use-call-query';
import { useBootData } from '../../shared/boot/boot-data-context';

// One hook per call of the apply page.

export function useApplyPage(positionId: string) {
  const { domain } = useBootData();
  return useCallQuery(
    applyCall,
    { query: { domain, positionId } },
    // The page says what went wrong itself (a job that does not exist, a failed load).
    { enabled: positionId !== '', retry: false, staleTime: Infinity, meta: { silent: true } },
  );
}

export function useSubmitApplication() {
  return useCallMutation(submitApplicationCall);
}
