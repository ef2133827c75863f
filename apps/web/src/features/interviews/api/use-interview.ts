import { interviewCall } from '@careers/contracts/interviews';
import { useCallQuery } from '../../../shared/api/use-call-query';
import { useBootData } from '../../../shared/boot/boot-data-context';

// GET /api/pcsx/interviews/:id: the interview, the times still free and the group's rules. No
// retry: a 404 is an answer (not the candidate's interview), and the page shows its own failure.
export function useInterview(id: string) {
  const { domain } = useBootData();
  return useCallQuery(
    interviewCall,
    { params: { id }, query: { domain } },
    { retry: false, refetchOnWindowFocus: true, meta: { silent: true } },
  );
}
