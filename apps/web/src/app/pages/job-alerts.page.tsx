import { JobAlertsPage as JobAlerts } from '../../features/job-alerts/job-alerts-page';

// /careers/job-alerts: a candidate's alerts; a mailed confirm or unsubscribe link.
export default function JobAlertsPage() {
  return <JobAlerts />;
}
