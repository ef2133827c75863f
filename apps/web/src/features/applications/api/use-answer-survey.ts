import { useQueryClient } from '@tanstack/react-query';
import { answerSurveyCall, applicationCall } from '@careers/contracts/application-follow-up';
import { dashboardApplicationsCall } from '@careers/contracts/applications';
import { callKey } from '@careers/contracts/call';
import { useCallMutation } from '../../../shared/api/use-call-mutation';

// POST /api/pcsx/applications/:id/survey: the "How was it?" answer, once.
export function useAnswerSurvey() {
  const queryClient = useQueryClient();
  return useCallMutation(answerSurveyCall, {
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: [callKey(applicationCall)] }),
        queryClient.invalidateQueries({ queryKey: [callKey(dashboardApplicationsCall)] }),
      ]);
    },
  });
}
