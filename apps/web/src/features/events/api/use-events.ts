import { dashboardEventsCall } from '@careers/contracts/events';
import { useCallQuery } from '../../../shared/api/use-call-query';
import { useBootData } from '../../../shared/boot/boot-data-context';

// GET /api/pcsx/dashboard/events. The page shows its own failure.
export function useEvents() {
  const { domain } = useBootData();
  return useCallQuery(dashboardEventsCall, { query: { domain } }, { meta: { silent: true } });
}
