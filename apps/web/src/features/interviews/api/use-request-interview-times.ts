import { requestInterviewTimesCall } from '@careers/contracts/interviews';
import { useCallMutation } from '../../../shared/api/use-call-mutation';
import { useRefreshInterviews } from '../use-refresh-interviews';

// POST /api/pcsx/interviews/:id/request-times: "None of these times work", with the candidate's
// note for the recruiting team.
export function useRequestInterviewTimes() {
  const refresh = useRefreshInterviews();
  return useCallMutation(requestInterviewTimesCall, {
    onSuccess: ({ interview }) => refresh(interview),
  });
}
