import { SavedJobsPage as SavedJobs } from '../../features/saved-jobs/saved-jobs-page';

// /careers/saved-jobs (protected).
export function SavedJobsPage() {
  return <SavedJobs />;
}
