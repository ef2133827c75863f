import { cancelInterviewCall } from '@careers/contracts/interviews';
import { useCallMutation } from '../../../shared/api/use-call-mutation';
import { useRefreshInterviews } from '../use-refresh-interviews';

// POST /api/pcsx/interviews/:id/cancel, with the candidate's reason.
export function useCancelInterview() {
  const refresh = useRefreshInterviews();
  return useCallMutation(cancelInterviewCall, {
    onSuccess: ({ interview }) => refresh(interview),
  });
}
