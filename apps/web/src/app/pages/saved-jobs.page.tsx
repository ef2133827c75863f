import { SavedJobsPage as SavedJobs } from '../../features/saved-jobs/saved-jobs-page';

// /careers/saved-jobs (spec 1 §2, protected).
export function SavedJobsPage() {
  return <SavedJobs />;
}
