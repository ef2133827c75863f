import { dashboardInterviewsCall } from '@careers/contracts/interviews';
import { useCallQuery } from '../../../shared/api/use-call-query';
import { useBootData } from '../../../shared/boot/boot-data-context';

// GET /api/pcsx/dashboard/interviews. The page shows its own failure.
export function useInterviews() {
  const { domain } = useBootData();
  return useCallQuery(dashboardInterviewsCall, { query: { domain } }, { meta: { silent: true } });
}
