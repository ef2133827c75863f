import { dashboardApplicationsCall } from '@careers/contracts/applications';
import { useCallQuery } from '../../../shared/api/use-call-query';
import { useBootData } from '../../../shared/boot/boot-data-context';

// GET /api/pcsx/dashboard/applications: the candidate's applications (docs/product/dashboard.md).
export function useApplications() {
  const { domain } = useBootData();
  return useCallQuery(dashboardApplicationsCall, { query: { domain } });
}
