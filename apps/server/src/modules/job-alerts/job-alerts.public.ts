// What the job-alerts module offers the rest of the server. Other modules, the CLI and app.ts import
// from this file only, never from another file of job-alerts/ (decision 030); tests may reach further.

export { runJobAlertsLocked } from './job-alerts-scheduler.job';
export { hasJobAlertFor } from './job-alerts.service';
