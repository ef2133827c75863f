import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { callKey } from '@careers/contracts/call';
import {
  dashboardInterviewsCall,
  interviewCall,
  type Interview,
} from '@careers/contracts/interviews';
import { dashboardNudgesCall } from '@careers/contracts/nudges';

// After a booking, a move, a cancellation or a request for other times: the page shows the
// interview the write answered at once, then reads it again with the times still free, and the
// dashboard's list and "what to do next" are read again.
export function useRefreshInterviews(): (interview?: Interview) => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(
    async (interview?: Interview) => {
      if (interview) {
        queryClient.setQueriesData<{ interview: Interview }>(
          { queryKey: [callKey(interviewCall)] },
          (cached) =>
            cached && cached.interview.id === interview.id ? { ...cached, interview } : cached,
        );
      }
      await Promise.all(
        [interviewCall, dashboardInterviewsCall, dashboardNudgesCall].map((call) =>
          queryClient.invalidateQueries({ queryKey: [callKey(call)] }),
        ),
      );
    },
    [queryClient],
  );
}
