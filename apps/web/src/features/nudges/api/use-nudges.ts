import { dashboardNudgesCall } from '@careers/contracts/nudges';
import { useCallQuery } from '../../../shared/api/use-call-query';
import { useBootData } from '../../../shared/boot/boot-data-context';

// GET /api/pcsx/dashboard/nudges. Silent: the dashboard works without its nudges.
export function useNudges() {
  const { domain } = useBootData();
  return useCallQuery(dashboardNudgesCall, { query: { domain } }, { meta: { silent: true } });
}
