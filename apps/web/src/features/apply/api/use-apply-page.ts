import { useQueryClient } from '@tanstack/react-query';
import { applyCall } from '@careers/contracts/applications';
import type { CallResponse } from '@careers/contracts/call';
import { callQueryKey, useCallQuery } from '../../../shared/api/use-call-query';
import { useBootData } from '../../../shared/boot/boot-data-context';
import { STALE_TIME } from '../../../shared/api/stale-times';

type ApplyAnswer = CallResponse<typeof applyCall>;

// GET /api/pcsx/apply: the position's application form, the draft or the profile to start from,
// or the application already sent.
export function useApplyPage(positionId: string) {
  const { domain } = useBootData();
  return useCallQuery(
    applyCall,
    { query: { domain, positionId } },
    // The page says what went wrong itself (a job that does not exist, a failed load).
    {
      enabled: positionId !== '',
      retry: false,
      staleTime: STALE_TIME.infinite,
      meta: { silent: true },
    },
  );
}

// Once the application is in, the cached page shows it as applied.
export function useMarkApplied() {
  const { domain } = useBootData();
  const queryClient = useQueryClient();
  return (positionId: string, application: NonNullable<ApplyAnswer['application']>) => {
    queryClient.setQueryData<ApplyAnswer>(
      callQueryKey(applyCall, { query: { domain, positionId } }),
      (answer) => (answer ? { ...answer, state: 'applied', application } : answer),
    );
  };
}
