import { jobAlertsCall } from '@careers/contracts/job-alerts';
import { useCallQuery } from '../../../shared/api/use-call-query';
import { useBootData } from '../../../shared/boot/boot-data-context';

// GET /api/pcsx/job_alerts: a logged-in candidate's alerts.
export function useJobAlerts() {
  const { domain, isLoggedIn } = useBootData();
  return useCallQuery(jobAlertsCall, { query: { domain } }, { enabled: isLoggedIn });
}
